const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

/**
 * Writes a property path the way the service names an invalid input in `issues[].name`: dotted keys and
 * indexed items (`changes[0].value`); a key that is not a plain name is quoted (`selectedFields["a/b"]`).
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      if (PLAIN_KEY.test(key)) out += out === '' ? key : `.${key}`;
      else out += `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}
