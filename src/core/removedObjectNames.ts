/** The names of the objects present in `before` but absent (or `undefined`) in `after`, sorted. */
export function removedObjectNames(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(before)
    .filter(
      (name) => before[name] !== undefined && (!Object.hasOwn(after, name) || after[name] === undefined),
    )
    .sort();
}
