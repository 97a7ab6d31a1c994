import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Reference } from './reference';

const id = 'e9cc29e3-1f2a-4b5c-8d9e-0a1b3ebb452a';

describe('Reference', () => {
  it('shows the first 8 characters of the id after the noun, with the whole id on hover', () => {
    expect(renderToString(<Reference kind="brief" id={id} />)).toBe(
      `<span title="${id}">Brief <span class="font-mono">e9cc29e3</span></span>`,
    );
  });

  it('never the last 8 characters, which a different screen once showed as an order number', () => {
    const shown = renderToString(<Reference kind="order" id={id} />).replace(/title="[^"]*"/, '');
    expect(shown).not.toContain('3ebb452a');
  });
});
