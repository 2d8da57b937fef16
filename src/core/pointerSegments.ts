/**
 * The reference tokens of a JSON Pointer (`/selectedFields/a~1b` → `['selectedFields', 'a/b']`), unescaped as
 * RFC 6901 §4 says: `~1` before `~0`, so that `~01` becomes `~1` and not `/`.
 */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}
