import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { ErrorScreen } from './error-screen';

/** The error screen as the route error boundary shows it after a page failed with `error`. */
function screenFor(error: unknown): string {
  return renderToString(
    <MemoryRouter>
      <ErrorScreen error={error} />
    </MemoryRouter>,
  );
}

describe('the error screen', () => {
  it('shows the request id of a failed API call, for the person to quote to support', () => {
    const html = screenFor(
      new ApiError(500, 'internal_error', 'Something went wrong. Please try again.', {}, 'req-7f3a9c21'),
    );
    expect(html).toContain('Something went wrong');
    expect(html).toContain('If you contact support, quote this reference:');
    expect(html).toContain('req-7f3a9c21');
  });

  it('shows no reference for a failure that had no request', () => {
    const html = screenFor(new Error('render failed'));
    expect(html).toContain('render failed');
    expect(html).not.toContain('quote this reference');
  });
});
