import type { FieldMappingEntry, MappedValue } from '../schemas/config.ts';
import type { HydratedField } from '../schemas/integration.ts';
import { humanizeName } from './humanizeName.ts';
import type { FieldEntries } from './objectFieldEntries.ts';
import type { MappingPromptView } from './revisionObjectViews.ts';

// A prompt of the manifest (a field entry with `mapToName` only, `default` suggested) or of `dynamicMappingsInput`
// (its `fieldName` fixed, app values to map with it).
function promptView(
  mapToName: string,
  entry: HydratedField | FieldMappingEntry,
  required: boolean,
  dynamic: boolean,
  suggestedFieldName: string | undefined,
  mappedValues: MappedValue[] = [],
): MappingPromptView {
  const { prompt } = entry;
  const displayName = entry.mapToDisplayName || humanizeName(mapToName);
  return { mapToName, displayName, prompt, required, dynamic, suggestedFieldName, mappedValues };
}

/**
 * The app fields a read object asks the user to map: the manifest's prompts (entries with a `mapToName` and no
 * `fieldName`), required ones first, then the dynamic inputs the manifest does not ask for; a dynamic input for
 * a manifest prompt adds its app values to it.
 */
export function buildMappingPrompts(
  fields: FieldEntries,
  dynamicInputs: FieldMappingEntry[],
): MappingPromptView[] {
  const fromManifest = (entries: HydratedField[], required: boolean) =>
    entries.flatMap((e) =>
      e.mapToName !== undefined && e.fieldName === undefined
        ? [promptView(e.mapToName, e, required, false, e.default)]
        : [],
    );
  const prompts = [
    ...fromManifest(fields.requiredEntries, true),
    ...fromManifest(fields.optionalEntries, false),
  ];
  const promptsByName = new Map(prompts.map((p) => [p.mapToName, p]));
  for (const entry of dynamicInputs) {
    const existing = promptsByName.get(entry.mapToName);
    if (!existing) {
      const prompt = promptView(entry.mapToName, entry, false, true, entry.fieldName, entry.mappedValues);
      prompts.push(prompt);
      promptsByName.set(entry.mapToName, prompt);
    } else if (existing.mappedValues.length === 0 && entry.mappedValues?.length) {
      // The manifest asks for the field; the dynamic input adds the app values to map for it.
      existing.mappedValues = entry.mappedValues;
    }
  }
  return prompts;
}
