/**
 * The selection `current` without the names `isCleared` picks, as a null-prototype map: the names kept are
 * copied, rather than all copied and thousands deleted.
 */
export function withFieldsCleared(
  current: Readonly<Record<string, boolean>>,
  isCleared: (fieldName: string) => boolean,
): Record<string, boolean> {
  const next: Record<string, boolean> = Object.create(null);
  for (const name of Object.keys(current)) {
    const value = current[name];
    if (!isCleared(name) && value !== undefined) next[name] = value;
  }
  return next;
}
