/**
 * Sets `target[key] = value` as an own, enumerable property whatever the key: unlike an assignment, a key
 * `__proto__` becomes an ordinary property instead of replacing the object's prototype (docs/architecture.md,
 * "Provider names are data").
 */
export function setOwnProperty(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
