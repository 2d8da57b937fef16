import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

// The contract's value types in words (made once: a row's badges ask for them at each render).
const valueTypeNames: Readonly<Record<string, string>> = {
  string: 'Text',
  boolean: 'Yes/No',
  singleSelect: 'Picklist',
  multiSelect: 'Multi-select picklist',
  date: 'Date',
  datetime: 'Date and time',
  int: 'Whole number',
  float: 'Number',
  reference: 'Reference',
  other: 'Other',
};

/** The field picker's words. */
export const fieldMessages = {
  // --- fields (FieldPicker) ---
  'fields.requiredTitle': 'Always read',
  'fields.requiredHint': 'Required by this integration, so these fields are always read.',
  'fields.modeLegend': 'Which fields to read',
  'fields.modeAll': 'All fields, including fields added later',
  'fields.modeChoose': 'Only the fields I choose',
  'fields.modeAllHint':
    'Every field of this object is read, including fields added to it later. To pick fields one by one, choose “Only the fields I choose”.',
  'fields.optionalTitle': 'Optional fields',
  'fields.search': 'Search fields',
  'fields.searchPlaceholder': 'Name or API name',
  'fields.selectAll': (count: number, filtered: boolean, f: LocaleFormat = english) =>
    filtered ? `Select all ${f.number(count)} matching` : `Select all ${f.number(count)}`,
  'fields.clearAll': (count: number, filtered: boolean, f: LocaleFormat = english) =>
    filtered ? `Clear ${f.number(count)} matching` : `Clear ${f.number(count)}`,
  'fields.count': (selected: number, total: number, f: LocaleFormat = english) =>
    `${f.number(selected)} of ${f.number(total)} fields selected`,
  'fields.countAll': (total: number, f: LocaleFormat = english) => `All ${f.number(total)} fields selected`,
  'fields.matches': (count: number, query: string, f: LocaleFormat = english) =>
    `${f.number(count)} ${count === 1 ? 'field matches' : 'fields match'} “${query}”`,
  'fields.noMatch': (query: string) => `No field matches “${query}”.`,
  'fields.noSelectedMatch': (query: string) => `No selected field matches “${query}”.`,
  'fields.showSelected': (count: string) => `${count}, show only these`,
  'fields.noOptional': 'This object has no optional fields.',
  'fields.keyboardHint':
    'Down arrow moves from the search to the fields, arrow keys between them; Space or Enter selects; typing or Escape returns to the search.',
  'fields.fieldError': (field: string, message: string) => `${field}: ${message}`,
  'fields.listIssues': (count: number, f: LocaleFormat = english) =>
    count === 1
      ? '1 field in the list needs attention:'
      : `${f.number(count)} fields in the list need attention:`,
  'fields.showIssue': 'Show',
  'fields.showIssueOf': (field: string) => `Show ${field}`,
  'fields.badgeCustom': 'custom',
  'fields.badgeReadOnly': 'read-only',
  'fields.valueType': (valueType: string | undefined, providerType: string | undefined): string =>
    (valueType && Object.hasOwn(valueTypeNames, valueType) && valueTypeNames[valueType]) ||
    providerType ||
    'Unknown type',
};
