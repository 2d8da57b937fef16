import type { FieldValue, MappedValue } from '../schemas/index.ts';
import { nameTokens } from './nameTokens.ts';

function valueKey(text: string): string {
  return nameTokens(text).join(' ');
}

// The match keys of a field's values, made once per list: suggestions compare them with every prompt's values.
const keysByValues = new WeakMap<readonly FieldValue[], Map<string, string>>();

function keysOf(fieldValues: readonly FieldValue[]): Map<string, string> {
  let byKey = keysByValues.get(fieldValues);
  if (!byKey) {
    byKey = new Map();
    for (const { value, displayValue } of fieldValues) {
      for (const key of [valueKey(value), valueKey(displayValue)]) {
        if (key !== '' && !byKey.has(key)) byKey.set(key, value);
      }
    }
    keysByValues.set(fieldValues, byKey);
  }
  return byKey;
}

/**
 * The provider value of each app value that has an obvious match: the same value or display text, ignoring case,
 * accents and separators ("IN_PROGRESS", "In progress"). Keyed by the app's `mappedValue`.
 */
export function matchValues(
  mappedValues: readonly MappedValue[],
  fieldValues: readonly FieldValue[],
): Map<string, string> {
  const byKey = keysOf(fieldValues);
  const matches = new Map<string, string>();
  for (const { mappedValue, mappedDisplayValue } of mappedValues) {
    const match = byKey.get(valueKey(mappedValue)) ?? byKey.get(valueKey(mappedDisplayValue));
    if (match !== undefined) matches.set(mappedValue, match);
  }
  return matches;
}
