import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver whose schema is built when the form first validates. Building schemas is most of zod's cost
 * (a page's forms together took tens of milliseconds of a phone's start, in the task that runs the page's modules);
 * a page that only shows a form's button, or the empty form, never builds it.
 */
export function resolverOnFirstUse<TInput extends FieldValues, TOutput>(
  schema: () => z.ZodType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Resolver<TInput, unknown, TOutput> | undefined;
  return (values, context, options) => {
    resolver ??= zodResolver(schema()) as Resolver<TInput, unknown, TOutput>;
    return resolver(values, context, options);
  };
}
