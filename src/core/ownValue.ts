/**
 * The value of `target`'s own property `key`, or `undefined`: never one inherited from `Object.prototype`
 * (`toString`, `constructor`, `__proto__` are names like any other).
 */
export function ownValue<T>(target: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return target !== undefined && Object.hasOwn(target, key) ? target[key] : undefined;
}
