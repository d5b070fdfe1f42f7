/**
 * Freezes a value and everything it holds, so that a value kept in a cache and handed to several
 * callers fails loudly if one of them tries to change it in place.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) {
      deepFreeze(v);
    }
    Object.freeze(value);
  }
  return value;
}
