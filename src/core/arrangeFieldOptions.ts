import type { FieldView } from './revisionObjectViews.ts';

/**
 * The options of a field picker in the order it shows them: the suggested fields first (in the order of
 * `suggested`), then the others as given, then those `isMismatch` says are of a type that cannot hold the data.
 * Returns `list` itself when nothing moves.
 */
export function arrangeFieldOptions(
  list: FieldView[],
  suggested: ReadonlyMap<string, unknown>,
  isMismatch: ((field: FieldView) => unknown) | undefined,
): FieldView[] {
  if (suggested.size === 0 && !isMismatch) return list;
  const order = new Map([...suggested.keys()].map((name, index) => [name, index]));
  const first: FieldView[] = [];
  const rest: FieldView[] = [];
  const last: FieldView[] = [];
  for (const field of list) {
    if (order.has(field.fieldName)) first.push(field);
    else if (isMismatch?.(field)) last.push(field);
    else rest.push(field);
  }
  first.sort((a, b) => (order.get(a.fieldName) ?? 0) - (order.get(b.fieldName) ?? 0));
  return first.length === 0 && last.length === 0 ? list : [...first, ...rest, ...last];
}
