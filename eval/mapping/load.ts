import type { SuggestionField } from '../../src/core/suggestMappings.ts';
import type { MappedValue } from '../../src/schemas/config.ts';
import type { FieldValue } from '../../src/schemas/integration.ts';
import { dynamicsObjects } from './objects/dynamics.ts';
import { hubspotObjects } from './objects/hubspot.ts';
import { localizedObjects } from './objects/localized.ts';
import { pipedriveObjects } from './objects/pipedrive.ts';
import { salesforceObjects } from './objects/salesforce.ts';
import { supportObjects } from './objects/support.ts';
import { zohoObjects } from './objects/zoho.ts';
import type { AppType, EvalObject, Language } from './types.ts';
import { valueCases } from './values.ts';

/** Every object of the set. */
export const evalObjects: EvalObject[] = [
  ...salesforceObjects,
  ...hubspotObjects,
  ...pipedriveObjects,
  ...zohoObjects,
  ...dynamicsObjects,
  ...supportObjects,
  ...localizedObjects,
];

/** A provider field as the widget holds it, with what only the set knows. */
export type EvalField = SuggestionField & {
  providerType: string | undefined;
  referenceTo: string[];
  readOnly: boolean;
  isCustom: boolean;
  isRequired: boolean;
  mapToName: undefined;
  /** The record's own id. */
  ownId: boolean;
};

const TYPES: Record<string, SuggestionField['valueType']> = {
  s: 'string',
  b: 'boolean',
  p: 'singleSelect',
  m: 'multiSelect',
  d: 'date',
  t: 'datetime',
  i: 'int',
  f: 'float',
  r: 'reference',
  o: 'other',
};

/** `A;B` or `value=Label;...` as value/label pairs. */
export function parseValues(text: string): { value: string; label: string }[] {
  return text.split(';').map((item) => {
    const at = item.indexOf('=');
    return at < 0 ? { value: item, label: item } : { value: item.slice(0, at), label: item.slice(at + 1) };
  });
}

/** A field line of the set as the widget's field. */
export function parseField(line: string): EvalField {
  const [fieldName = '', displayName = '', typeCode = '', extra = ''] = line.split('|');
  const ownId = typeCode.startsWith('#');
  const [code = '', providerType] = typeCode.replace('#', '').split(':');
  const valueType = TYPES[code];
  if (!valueType) throw new Error(`unknown type in ${line}`);
  const picklist = valueType === 'singleSelect' || valueType === 'multiSelect';
  const values: FieldValue[] = picklist
    ? parseValues(extra).map(({ value, label }) => ({ value, displayValue: label }))
    : [];
  return {
    fieldName,
    displayName,
    valueType,
    values,
    providerType,
    referenceTo: extra.startsWith('>') ? extra.slice(1).split(',') : [],
    readOnly: false,
    isCustom: fieldName.endsWith('__c'),
    isRequired: false,
    mapToName: undefined,
    ownId,
  };
}

/** App values as a prompt's `mappedValues`. */
export function parseMappedValues(text: string | undefined): MappedValue[] | undefined {
  return text === undefined
    ? undefined
    : parseValues(text).map(({ value, label }) => ({ mappedValue: value, mappedDisplayValue: label }));
}

// Which provider value types cannot hold what the app field holds (the set's own judgement, independent of the
// ranking): a person would not put a date into a checkbox, nor a name into a lookup.
const CANNOT_HOLD: Record<AppType, readonly SuggestionField['valueType'][]> = {
  text: ['boolean', 'date', 'datetime', 'int', 'float', 'reference'],
  name: ['boolean', 'date', 'datetime', 'int', 'float', 'reference', 'singleSelect', 'multiSelect'],
  email: ['boolean', 'date', 'datetime', 'int', 'float', 'reference', 'singleSelect', 'multiSelect'],
  phone: ['boolean', 'date', 'datetime', 'float', 'reference', 'singleSelect', 'multiSelect'],
  url: ['boolean', 'date', 'datetime', 'int', 'float', 'reference', 'singleSelect', 'multiSelect'],
  number: ['boolean', 'date', 'datetime', 'reference', 'multiSelect'],
  money: ['boolean', 'date', 'datetime', 'reference', 'multiSelect'],
  percent: ['boolean', 'date', 'datetime', 'reference', 'multiSelect'],
  date: ['boolean', 'int', 'float', 'reference', 'singleSelect', 'multiSelect'],
  datetime: ['boolean', 'int', 'float', 'reference', 'singleSelect', 'multiSelect'],
  bool: ['date', 'datetime', 'int', 'float', 'reference'],
  ref: ['boolean', 'date', 'datetime'],
  pick: ['string', 'boolean', 'date', 'datetime', 'int', 'float', 'reference', 'other'],
};

/** Whether the app field of `type` cannot be held by `field`. */
export function cannotHold(type: AppType, field: EvalField): boolean {
  return CANNOT_HOLD[type].includes(field.valueType);
}

/** One prompt of the set, ready to score. */
export interface EvalPrompt {
  key: string;
  objectId: string;
  provider: string;
  language: Language;
  mapToName: string;
  displayName: string;
  type: AppType;
  mappedValues: MappedValue[] | undefined;
  accept: Set<string>;
  incompatible: Set<string>;
  heldOut: boolean;
}

// FNV-1a: a fixed, even split that does not depend on the order of the set.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Two cases in five are held out: never looked at while tuning. */
export function isHeldOut(key: string): boolean {
  return hash(key) % 5 < 2;
}

/** The set's objects with their fields and prompts, checked: every name it gives must exist. */
export function loadObjects(): { object: EvalObject; fields: EvalField[]; prompts: EvalPrompt[] }[] {
  return evalObjects.map((object) => {
    const fields = object.fields.map(parseField);
    const byName = new Map(fields.map((f) => [f.fieldName, f]));
    if (byName.size !== fields.length) throw new Error(`${object.id}: a field is listed twice`);
    const prompts: EvalPrompt[] = [];
    for (const [language, rows] of Object.entries(object.prompts) as [Language, typeof object.prompts.en][]) {
      const seen = new Set<string>();
      for (const [mapToName, displayName, type, accept, values, extra] of rows ?? []) {
        const key = `${object.id}/${language}/${mapToName}`;
        if (seen.has(mapToName)) throw new Error(`${key} is listed twice`);
        seen.add(mapToName);
        const names = (text: string | undefined) => (text ? text.split(',') : []);
        for (const name of [...names(accept), ...names(extra)]) {
          if (!byName.has(name)) throw new Error(`${key}: no field ${name}`);
        }
        if ((type === 'pick') !== (values !== undefined)) throw new Error(`${key}: values iff pick`);
        const incompatible = new Set(names(extra));
        for (const field of fields) if (cannotHold(type, field)) incompatible.add(field.fieldName);
        for (const name of names(accept)) {
          if (incompatible.has(name)) throw new Error(`${key}: ${name} is both accepted and incompatible`);
        }
        prompts.push({
          key,
          objectId: object.id,
          provider: object.id.split('.')[0] ?? '',
          language,
          mapToName,
          displayName,
          type,
          mappedValues: parseMappedValues(values),
          accept: new Set(names(accept)),
          incompatible,
          heldOut: isHeldOut(key),
        });
      }
    }
    return { object, fields, prompts };
  });
}

/** One value case, ready to score. */
export interface EvalValueCase {
  id: string;
  app: MappedValue[];
  values: FieldValue[];
  /** Acceptable provider values by app value; empty for an app value that must stay unpaired. */
  expect: Map<string, Set<string>>;
  heldOut: boolean;
}

/** The value cases, checked: every value they name must exist. */
export function loadValueCases(objects: ReturnType<typeof loadObjects>): EvalValueCase[] {
  const fieldsById = new Map(
    objects.flatMap(({ object, fields }) =>
      fields.map((f): [string, EvalField] => [`${object.id}/${f.fieldName}`, f]),
    ),
  );
  return valueCases.map((valueCase) => {
    const values = valueCase.field
      ? fieldsById.get(valueCase.field)?.values
      : parseValues(valueCase.values ?? '').map(({ value, label }) => ({ value, displayValue: label }));
    if (!values || values.length === 0) throw new Error(`${valueCase.id}: no values`);
    const app = parseMappedValues(valueCase.app) ?? [];
    const offered = new Set(values.map((v) => v.value));
    const expect = new Map<string, Set<string>>();
    for (const pair of valueCase.expect.split(';')) {
      const [appValue = '', providerValues = ''] = pair.split('>');
      const accepted = new Set(providerValues ? providerValues.split('|') : []);
      for (const value of accepted) {
        if (!offered.has(value)) throw new Error(`${valueCase.id}: no provider value ${value}`);
      }
      expect.set(appValue, accepted);
    }
    if (app.length !== expect.size || app.some((a) => !expect.has(a.mappedValue))) {
      throw new Error(`${valueCase.id}: expect must name every app value once`);
    }
    return { id: valueCase.id, app, values, expect, heldOut: isHeldOut(valueCase.id) };
  });
}
