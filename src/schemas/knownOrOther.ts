import * as z from 'zod/mini';

/**
 * A status the contract lists values for (`known`, for the type only): every other string the service starts
 * sending is kept as sent (docs/contract.md, "Strict in what we send, tolerant in what we accept") and shown as unknown, never a parse
 * failure. The type still names the known values, so code comparing against them is checked.
 */
export function knownOrOther<const T extends readonly string[]>(_known: T) {
  return z.custom<T[number] | (string & {})>((value) => typeof value === 'string', {
    error: 'Expected a string',
  });
}
