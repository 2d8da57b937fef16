/** The messages of a react-hook-form error subtree over a map: its own message, and each entry's by key. */
export interface ErrorMessages {
  root: string | undefined;
  byKey: Map<string, string>;
  /** The type of each entry's error (`server`, `conflict`...), by key. */
  types: Map<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(node: unknown): string | undefined {
  return isRecord(node) && typeof node.message === 'string' && node.message !== '' ? node.message : undefined;
}

// react-hook-form's `setError('selectedFields.billing.city')` nests a key holding `.` (`billing` → `city`), while
// the form's resolver keeps it whole: a key is looked up as it is first, then as a dotted path.
function childAt(node: unknown, key: string): unknown {
  if (!isRecord(node)) return undefined;
  if (Object.hasOwn(node, key)) return node[key];
  let current: unknown = node;
  for (const part of key.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

function collect(node: Record<string, unknown>, prefix: string, into: ErrorMessages): void {
  // A FieldError's own `ref` and `types` are not entries of the map.
  const isFieldError = typeof node.type === 'string';
  for (const [key, child] of Object.entries(node)) {
    if (isFieldError && (key === 'ref' || key === 'types' || key === 'message' || key === 'type')) continue;
    if (!isRecord(child)) continue;
    const message = messageOf(child);
    if (message === undefined) collect(child, `${prefix}${key}.`, into);
    else {
      into.byKey.set(prefix + key, message);
      if (typeof child.type === 'string') into.types.set(prefix + key, child.type);
    }
  }
}

/**
 * The messages under an error subtree such as `formState.errors.selectedFieldMappings`, at `path` (map keys,
 * which may hold `.`): the subtree's own message and each entry's, keyed by the map key.
 */
export function errorMessages(node: unknown, ...path: string[]): ErrorMessages {
  let current = node;
  for (const key of path) current = childAt(current, key);
  const found: ErrorMessages = { root: undefined, byKey: new Map(), types: new Map() };
  if (!isRecord(current)) return found;
  collect(current, '', found);
  found.root = messageOf(current);
  return found;
}
