// The read editor's lazily loaded sections, in one module so they ship as one chunk: the widget preloads all of
// them as it mounts, and one chunk compresses better (and costs fewer requests) than one chunk per section. The
// lazily loaded combobox and conflict notice load from here too, and the editor parts (editorParts.ts) import
// them from here: the parts both chunks use ship once, inside this chunk, rather than as small chunks of their own.

// The mapping suggestions (loaded by useMappingSuggestions, with the asking of a host's ranker) use the same name
// and value matching and vocabulary as the mapping editors: listed here, that shared code ships once.
export { suggestMappingsInSteps } from '../../core/suggestMappingsInSteps.ts';
export { ConflictChoice, ConflictNotice } from '../shared/ConflictNotice.tsx';
export { FieldPicker } from '../shared/FieldPicker.tsx';
export { ObjectFailedCard } from '../shared/ObjectFailedCard.tsx';
export { ProviderFieldCombobox } from '../shared/ProviderFieldCombobox.tsx';
export { BackfillEditor } from './BackfillEditor.tsx';
export { FieldMappingEditor } from './FieldMappingEditor.tsx';
export { FilterEditor } from './FilterEditor.tsx';
export { ScheduleEditor } from './ScheduleEditor.tsx';
export { SkippedFieldsNote } from './SkippedFieldsNote.tsx';
export { ValueMappingEditor } from './ValueMappingEditor.tsx';
