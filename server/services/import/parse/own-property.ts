// Keys in imported data come from the file: "__proto__" or "constructor" as a header or a
// feature name must stay plain data, never reach an object's prototype.

/** Sets `key` as an own property, whatever its name. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The own value under `key`; inherited members such as `constructor` do not count. */
export function getOwn<T>(target: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}
