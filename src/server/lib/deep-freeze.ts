/** Plain objects and arrays: what JSON is made of, and what freezing makes unchangeable. */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Freezes `value` and every plain object and array inside it; returns it. Other objects (a Date, a Buffer) are left
 * as they are: freezing does not stop them changing, or is refused.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || !isPlain(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** True when `value` is made only of primitives and frozen plain objects and arrays, so it can never change again. */
export function isDeepFrozen(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return true;
  if (!isPlain(value) || !Object.isFrozen(value)) return false;
  seen.add(value);
  for (const child of Object.values(value)) if (!isDeepFrozen(child, seen)) return false;
  return true;
}
