import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './form-errors';

type PackForm = { title: string; price: string; deliverables: string };

describe('server field messages beside the form controls', () => {
  it('places each message on its field (renamed or by the first path segment) and reports that it did', () => {
    const placed: [string, string][] = [];
    const error = new ApiError(400, 'validation_error', 'The title must be at least 3 characters long.', {
      title: 'The title must be at least 3 characters long.',
      basePrice: 'The base price must be at least 10000.',
      'deliverables.1': 'Please enter the deliverable 2.',
      unknownField: 'Not on this form.',
    });
    const shown = showServerFieldErrors<PackForm>(
      error,
      (name, { message }) => void placed.push([name, message ?? '']),
      ['title', 'price', 'deliverables'],
      { basePrice: 'price' },
    );
    expect(shown).toBe(true);
    expect(placed).toEqual([
      ['title', 'The title must be at least 3 characters long.'],
      ['price', 'The base price must be at least 10000.'],
      ['deliverables', 'Please enter the deliverable 2.'],
    ]);
  });

  it('places nothing for errors without fields, so the caller shows a toast', () => {
    const shown = showServerFieldErrors<PackForm>(new Error('Network error'), () => undefined, ['title']);
    expect(shown).toBe(false);
  });
});
