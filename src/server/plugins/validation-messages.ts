/**
 * Human messages for zod validation issues. Messages a schema wrote itself ("Please enter a valid email address.")
 * are kept; zod's defaults ("Invalid UUID", "Too small: expected string to have >=3 characters") are replaced by a
 * sentence naming the field in words.
 */
import { plural } from '../../shared/domain/plural';

/** What fastify-type-provider-zod puts in `error.validation`: the zod issue, its code as `keyword`. */
export type ValidationItem = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

export type ValidationAnswer = {
  /** `field: message` of the first problem (or the message alone for the request as a whole). */
  message: string;
  /** One human message per field, keyed by its path (`contactEmail`, `milestones.0.amount`). */
  fields: Record<string, string>;
};

/** zod's own wording; anything else was written by a schema and is shown as it is. */
const ZOD_DEFAULT = /^(Invalid\b|Too (small|big)\b|Unrecognized key|Expected\b|Required$)/;

/** `contactEmail` → "contact email", `milestones.0.amount` → "milestone 1 amount". */
export function fieldLabel(path: string[]): string {
  const words: string[] = [];
  for (const segment of path) {
    if (/^\d+$/.test(segment)) {
      const previous = words.pop() ?? 'item';
      words.push(`${previous.replace(/ies$/, 'y').replace(/s$/, '')} ${Number(segment) + 1}`);
      continue;
    }
    const spaced = segment
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase();
    words.push(spaced);
  }
  return (
    words
      .join(' ')
      .replace(/\bid\b/, 'ID')
      .replace(/\burl\b/, 'URL') || 'request'
  );
}

/** The message for one issue in the part of the request it was found in (`params`, `querystring`, `body`). */
export function humanMessage(item: ValidationItem, context: string | undefined): string {
  if (item.message && !ZOD_DEFAULT.test(item.message)) return item.message;
  const path = item.instancePath.split('/').filter(Boolean);
  const label = fieldLabel(path);
  const p = item.params;
  const origin = p.origin as string | undefined;
  switch (item.keyword) {
    case 'invalid_format': {
      const format = p.format as string | undefined;
      if (format === 'email') return 'Please enter a valid email address.';
      if (format === 'uuid' || format === 'guid')
        return context === 'params'
          ? 'This link is not valid. Check the address and try again.'
          : `Please choose a valid ${label}.`;
      if (format === 'url') return 'Please enter a full web address, starting with https://.';
      if (format === 'date' || format === 'datetime') return `Please enter a valid date for the ${label}.`;
      return `Please check the format of the ${label}.`;
    }
    case 'too_small': {
      const minimum = Number(p.minimum);
      if (origin === 'string')
        return minimum <= 1
          ? `Please enter the ${label}.`
          : `The ${label} must be at least ${plural(minimum, 'character')} long.`;
      if (origin === 'array' || origin === 'set')
        return minimum <= 1
          ? `Please add at least one ${label.replace(/s$/, '')}.`
          : `Please add at least ${minimum} ${label}.`;
      return p.inclusive === false
        ? `The ${label} must be more than ${minimum}.`
        : `The ${label} must be at least ${minimum}.`;
    }
    case 'too_big': {
      const maximum = Number(p.maximum);
      if (origin === 'string') return `The ${label} can be at most ${plural(maximum, 'character')} long.`;
      if (origin === 'array' || origin === 'set') return `The ${label} can have at most ${maximum} entries.`;
      return p.inclusive === false
        ? `The ${label} must be less than ${maximum}.`
        : `The ${label} can be at most ${maximum}.`;
    }
    case 'invalid_type':
      return /received undefined/.test(item.message ?? '')
        ? `Please enter the ${label}.`
        : `Please enter a valid ${label}.`;
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? (p.values as unknown[]).map(String) : [];
      return values.length > 0 && values.length <= 6
        ? `Please choose one of: ${values.join(', ')}.`
        : `Please choose a valid ${label}.`;
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? (p.keys as unknown[]).map(String) : [];
      return `${keys.length === 1 ? 'This field is' : 'These fields are'} not accepted: ${keys.join(', ')}.`;
    }
    case 'not_multiple_of':
      return `The ${label} must be a multiple of ${String(p.divisor)}.`;
    default:
      return `Please check the ${label}.`;
  }
}

/** The 400 answer's message and per-field messages for a request's validation issues. */
export function validationAnswer(items: readonly ValidationItem[], context: string | undefined): ValidationAnswer {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const key = item.instancePath.split('/').filter(Boolean).join('.');
    fields[key || '_'] ??= humanMessage(item, context);
  }
  const first = items[0];
  if (!first) return { message: 'Please check the form and try again.', fields };
  const key = first.instancePath.split('/').filter(Boolean).join('.');
  return { message: `${key ? `${key}: ` : ''}${fields[key || '_']}`, fields };
}
