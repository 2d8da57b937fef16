/** The messages of a react-hook-form error subtree over a map: its own message, and each entry's by key. */
export interface ErrorMessages {
  root: string | undefined;
  byKey: Map<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The messages found at `path` under an error subtree such as `formState.errors.selectedFieldMappings`, read key
 * by key (map keys may hold `.`, so never through react-hook-form's dotted paths).
 */
export function errorMessages(node: unknown, ...path: string[]): ErrorMessages {
  let current = node;
  for (const key of path)
    current = isRecord(current) && Object.hasOwn(current, key) ? current[key] : undefined;
  const byKey = new Map<string, string>();
  if (!isRecord(current)) return { root: undefined, byKey };
  for (const [key, child] of Object.entries(current)) {
    if (isRecord(child) && typeof child.message === 'string' && child.message !== '')
      byKey.set(key, child.message);
  }
  const root = typeof current.message === 'string' && current.message !== '' ? current.message : undefined;
  return { root, byKey };
}
