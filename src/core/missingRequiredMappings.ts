import type { MappingPromptView, ReadObjectView } from './buildRevisionObjects.ts';

/**
 * The required mapping prompts of a read object that its saved config leaves without a provider field: the
 * object reads, but the app lacks a value it needs ("Needs attention"). None for an object not set up.
 */
export function missingRequiredMappings(
  view: Pick<ReadObjectView, 'mappingPrompts' | 'saved'>,
): MappingPromptView[] {
  const { saved } = view;
  if (!saved) return [];
  return view.mappingPrompts.filter(
    (prompt) => prompt.required && !saved.selectedFieldMappings?.[prompt.mapToName],
  );
}
