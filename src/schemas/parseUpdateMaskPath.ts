/** Splits an update-mask path into its segments, undoing the backslash escapes of `formatUpdateMaskPath`. */
export function parseUpdateMaskPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === '\\' && i + 1 < path.length) {
      current += path[++i];
    } else if (c === '.') {
      segments.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  segments.push(current);
  return segments;
}
