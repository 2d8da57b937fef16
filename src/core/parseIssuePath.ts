/**
 * Reads a service issue name (`installation.config.content.read.objects.account.backfill.defaultPeriod.days`,
 * `changes[0].value`, `selectedFields["a/b"]`) back into path segments; the inverse of `formatIssuePath`.
 */
export function parseIssuePath(name: string): (string | number)[] {
  const segments: (string | number)[] = [];
  const pattern = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([^.[\]]+)/g;
  for (const match of name.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(JSON.parse(match[2]) as string);
    else if (match[3] !== undefined) segments.push(match[3]);
  }
  return segments;
}
