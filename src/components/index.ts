export type { BackfillEditorProps } from './BackfillEditor.tsx';
export type { FieldMappingEditorProps } from './FieldMappingEditor.tsx';
export type { FieldPickerProps } from './FieldPicker.tsx';
export type { FilterEditorProps } from './FilterEditor.tsx';
export { InstallationConfig, type InstallationConfigProps } from './InstallationConfig.tsx';
export {
  BackfillEditor,
  FieldMappingEditor,
  FieldPicker,
  FilterEditor,
  type LazyPart,
  ProviderFieldCombobox,
  ScheduleEditor,
  ValueMappingEditor,
} from './lazyParts.tsx';
export type { ProviderFieldComboboxProps } from './ProviderFieldCombobox.tsx';
export { ReadObjectEditor, type ReadObjectEditorProps } from './ReadObjectEditor.tsx';
export { SaveBar, type SaveBarProps } from './SaveBar.tsx';
export type { ScheduleEditorProps } from './ScheduleEditor.tsx';
export type { ValueMappingEditorProps } from './ValueMappingEditor.tsx';
