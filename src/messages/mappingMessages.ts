import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The field mapping and value mapping editors' words. */
export const mappingMessages = {
  // --- mappings (FieldMappingEditor, ValueMappingEditor, ProviderFieldCombobox) ---
  'mappings.hint': 'Choose which field of your account holds each of these values.',
  'mappings.required': 'required',
  /** At a required app field's row while no field of the account is mapped to it. */
  'mappings.requiredUnmapped': (appField: string) =>
    `Required: ${appField} is not mapped. Choose the field of your account that holds it.`,
  /** The button of the "Needs attention" notice that moves focus to the first unmapped required field. */
  'mappings.goTo': (appField: string) => `Map ${appField}`,
  'mappings.placeholder': 'Choose a field…',
  // Without the app field's label (a saved mapping the manifest does not ask for), its key is not shown.
  'mappings.alreadyMapped': (appField?: string) =>
    appField ? `Already mapped to ${appField}` : 'Already used by another mapping',
  'mappings.clear': (label: string) => `Clear ${label}`,
  'mappings.showOptions': (label: string) => `Show fields for ${label}`,
  'mappings.results': (count: number, f: LocaleFormat = english) =>
    count === 0 ? 'No field matches.' : `${f.number(count)} ${count === 1 ? 'field' : 'fields'} available.`,
  'mappings.noMatch': 'No field matches.',
  'mappings.reason.suggested': 'Suggested by the integration',
  'mappings.reason.sameName': 'Same name',
  'mappings.reason.matchingValues': 'Picklist with matching values',
  'mappings.reason.similarName': 'Similar name',
  'mappings.reason.host': 'Suggested',
  'mappings.mismatch.reference': 'Reference field',
  'mappings.mismatch.notPicklist': 'Not a picklist',
  'mappings.mismatchWarning.reference': (providerField: string, appField: string) =>
    `${providerField} is a Reference field: it holds a link to another record, not a value for ${appField}.`,
  'mappings.mismatchWarning.notPicklist': (providerField: string, appField: string) =>
    `${providerField} is not a picklist, so the values of ${appField} cannot be matched to its values.`,
  'mappings.confirmMismatch': 'Press Enter again to use it anyway, or choose another field.',
  'mappings.useAnyway': (providerField: string) => `Use ${providerField} anyway`,
  'mappings.mapSuggested': 'Map suggested',
  'mappings.mapSuggestedHint': (count: number) =>
    `Maps ${count} unmapped ${count === 1 ? 'field' : 'fields'} to the best match. Check before saving; Discard undoes it.`,
  'mappings.mappedSuggested': (mapped: string) => `Mapped ${mapped}. Check before saving; Discard undoes it.`,
  'mappings.mappedPair': (appField: string, providerField: string) => `${appField} to ${providerField}`,
  'mappings.valuesMapMatching': 'Map matching values',
  'mappings.valuesMapMatchingHint': (count: number, appField: string) =>
    `Maps ${count} unmapped ${count === 1 ? 'value' : 'values'} of ${appField} to ${count === 1 ? 'its match' : 'their matches'}.`,
  'mappings.valuesMatched': (count: number, appField: string) =>
    `Mapped ${count} ${count === 1 ? 'value' : 'values'} of ${appField}. Check before saving; Discard undoes it.`,
  'mappings.valuesCaption': (appField: string, providerField: string) =>
    `Values of ${appField}, mapped to values of ${providerField}`,
  'mappings.valuesAppColumn': 'App value',
  'mappings.valuesProviderColumn': (providerField: string) => `${providerField} value`,
  'mappings.valuesSelectLabel': (appValue: string, providerField: string) =>
    `${providerField} value for ${appValue}`,
  'mappings.valuesNone': 'Not mapped',
  'mappings.valuesUseSuggestion': (providerValue: string) => `Use suggestion: ${providerValue}`,
  'mappings.valuesMissing': (value: string) => `${value} (no longer available)`,
  'mappings.valuesMissingError': (value: string, providerField: string) =>
    `“${value}” is no longer a value of ${providerField}. Choose another value.`,
  'mappings.valuesNeedsSelect': (appField: string) =>
    `Map ${appField} to a picklist field to match its values.`,
  'mappings.valuesOrphaned': (appField: string) =>
    `Saved value mappings of ${appField} no longer apply: its field has no values to match them to.`,
  'mappings.valuesRemove': (appField: string) => `Remove value mappings of ${appField}`,
};
