const encoder = new TextEncoder();
// Characters JSON.stringify writes as themselves, one byte each in UTF-8.
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function stringBytes(text: string): number {
  return PLAIN.test(text) ? text.length + 2 : encoder.encode(JSON.stringify(text)).length;
}

/**
 * Whether `value` as `JSON.stringify` writes it takes at least `bytes` bytes of UTF-8: the same answer as
 * measuring the whole text, but a walk that stops as soon as the count is reached, so a small limit costs little
 * on a large value (a one-field patch against an object of 5,000 fields). Plain JSON values (no `toJSON`).
 */
export function jsonBytesAtLeast(value: unknown, bytes: number): boolean {
  let count = 0;
  // `false` once the count is reached: the walk stops there.
  const add = (n: number) => {
    count += n;
    return count < bytes;
  };
  const walk = (node: unknown, inArray: boolean): boolean => {
    if (node === null) return add(4);
    switch (typeof node) {
      case 'string':
        return add(stringBytes(node));
      case 'number':
        return add(Number.isFinite(node) ? String(node).length : 4);
      case 'boolean':
        return add(node ? 4 : 5);
      case 'object':
        break;
      default:
        // `undefined`, functions and symbols: `null` in an array; left out of an object (by the caller).
        return inArray ? add(4) : true;
    }
    if (Array.isArray(node)) {
      if (!add(2)) return false;
      for (let i = 0; i < node.length; i++) {
        if (i > 0 && !add(1)) return false;
        if (!walk(node[i], true)) return false;
      }
      return true;
    }
    if (!add(2)) return false;
    let first = true;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      const kind = typeof child;
      if (kind === 'undefined' || kind === 'function' || kind === 'symbol') continue;
      if (!add(stringBytes(key) + (first ? 1 : 2))) return false;
      first = false;
      if (!walk(child, false)) return false;
    }
    return true;
  };
  if (bytes <= 0) return true;
  walk(value, false);
  return count >= bytes;
}
