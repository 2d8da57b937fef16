// The evaluation set of the mapping suggestions: provider objects as their providers publish them (API names,
// labels, types, picklist values), realistic custom fields, and the app fields (prompts) a host asks its users to
// map, with every acceptable answer. Written from the providers' public object references, before any tuning of
// the ranking; see README.md beside this file.

/**
 * A provider field in one line: `fieldName|Label|type|extra`.
 * type: s string, b boolean, p singleSelect, m multiSelect, d date, t datetime, i int, f float, r reference,
 * o other; `#` before it marks the record's own id (`#o`, `#i`); `:providerType` after it is passed as the
 * provider's own type (`o:id`). extra: picklist values `A;B` or `value=Label;value2=Label2`; a reference's
 * targets `>user,group`.
 */
export type FieldLine = string;

/** What an app field holds, to tell which provider fields cannot hold it (see run.ts). */
export type AppType =
  | 'text'
  | 'name'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'bool'
  | 'ref'
  | 'pick';

/**
 * One app field to map: [mapToName, displayName, type, acceptable field names (comma separated, '' when none
 * of the object's fields is right), the app's values for a `pick` (`A;B` or `value=Label;...`), field names a
 * person would also reject beyond what the type says (comma separated)].
 */
export type PromptRow = readonly [
  mapToName: string,
  displayName: string,
  type: AppType,
  accept: string,
  values?: string,
  incompatible?: string,
];

/** The languages of the app fields. */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'ja';

/** A provider object with the app fields mapped onto it, by the app's language. */
export interface EvalObject {
  /** `provider.object`, e.g. `salesforce.account`; a variant in another UI language gets a suffix (`.ja`). */
  id: string;
  fields: readonly FieldLine[];
  prompts: Partial<Record<Language, readonly PromptRow[]>>;
}

/**
 * A value-pairing case: the app's values against a picklist, either a field of an object (`object/fieldName`)
 * or values given inline (same notation as a field line's values). expect: `appValue>providerValue` pairs
 * separated by `;` (several acceptable provider values with `|`), `appValue>` for an app value that has no
 * partner and must stay unpaired.
 */
export interface ValueCase {
  id: string;
  field?: string;
  values?: string;
  app: string;
  expect: string;
}
