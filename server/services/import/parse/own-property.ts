// Keys in imported data come from the file: "__proto__" or "constructor" as a header or a
// feature name must stay plain data, never reach an object's prototype.

/**
 * Sets `key` as an own property, whatever its name. Only "__proto__" is an accessor on
 * Object.prototype; every other name, "constructor" included, becomes an own property by
 * plain assignment, which is much faster than defineProperty.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** The own value under `key`; inherited members such as `constructor` do not count. */
export function getOwn<T>(target: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}
