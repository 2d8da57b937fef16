// The read editor's lazily loaded sections, in one module so they ship as one chunk: the widget preloads all of
// them as it mounts, and one chunk compresses better (and costs fewer requests) than one chunk per section.

// The mapping suggestions (loaded by useMappingSuggestions) use the same name and value matching as the mapping
// editors: listed here, they load with the read parts and that shared code ships once, not in a chunk of its own.
export { suggestMappingsInSteps } from '../core/suggestMappingsInSteps.ts';
export { BackfillEditor } from './BackfillEditor.tsx';
export { FieldMappingEditor } from './FieldMappingEditor.tsx';
export { FieldPicker } from './FieldPicker.tsx';
export { FilterEditor } from './FilterEditor.tsx';
export { ScheduleEditor } from './ScheduleEditor.tsx';
export { ValueMappingEditor } from './ValueMappingEditor.tsx';
