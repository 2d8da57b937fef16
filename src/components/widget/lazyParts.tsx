'use client';

import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { BackfillEditorProps } from '../read/BackfillEditor.tsx';
import type { FieldMappingEditorProps } from '../read/FieldMappingEditor.tsx';
import type { FilterEditorProps } from '../read/FilterEditor.tsx';
import type { ScheduleEditorProps } from '../read/ScheduleEditor.tsx';
import type { SkippedFieldsNoteProps } from '../read/SkippedFieldsNote.tsx';
import type { ValueMappingEditorProps } from '../read/ValueMappingEditor.tsx';
import type { ConflictChoiceProps, ConflictNoticeProps } from '../shared/ConflictNotice.tsx';
import type { FieldPickerProps } from '../shared/FieldPicker.tsx';
import type { ObjectFailedCardProps } from '../shared/ObjectFailedCard.tsx';
import type { ProviderFieldComboboxProps } from '../shared/ProviderFieldCombobox.tsx';

// One dynamic import of the read parts' chunk for all of them: a host's bundler wraps each `import()` in its own
// preloading of the chunk's dependencies (resolving each, looking for its link), which would run once per part.
let readParts: Promise<typeof import('../read/readParts.ts')> | undefined;
const loadReadParts = () => {
  readParts ??= import('../read/readParts.ts');
  return readParts;
};

/** An editor part whose code loads on first use; `preload()` fetches it ahead of time. */
export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

// The sections shown only for some objects or used less often of the read editor load in chunks of their own, so the main entry stays within its
// size budget; the widget preloads them as it mounts, while its data is still loading.
// A part made of the provider's fields (`fields`) waits, in the same placeholder, while they load: given an object
// drawn from the manifest (`view.fieldsLoading`), as a host composing the parts may.
function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fields = false,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Part(props: P) {
    // Once loaded (preloaded), a part mounting renders at once, without a fallback; the choice is made per
    // mount, so a mounted part never swaps its component (that would remount it and lose its state).
    const [Component] = useState(() => loaded ?? Lazy);
    const placeholder = <div className="ric-part-loading" aria-busy="true" />;
    if (fields && (props as { view?: { fieldsLoading?: boolean } }).view?.fieldsLoading) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Component {...props} />
      </Suspense>
    );
  }
  Part.displayName = name;
  return Object.assign(Part, { preload });
}

/**
 * {@link import('../shared/FieldPicker.tsx').FieldPicker}, loaded on first use: the widget preloads it while its data
 * loads, and a long field list is built in steps before it renders anyway.
 */
export const FieldPicker: LazyPart<FieldPickerProps> = lazyPart(
  'FieldPicker',
  () => loadReadParts().then((m) => m.FieldPicker),
  true,
);

/**
 * {@link import('../read/SkippedFieldsNote.tsx').SkippedFieldsNote}, with the field picker: shown beside it, once the
 * field lists are built.
 */
export const SkippedFieldsNote: LazyPart<SkippedFieldsNoteProps> = lazyPart(
  'SkippedFieldsNote',
  () => loadReadParts().then((m) => m.SkippedFieldsNote),
  true,
);

/** {@link import('../read/FilterEditor.tsx').FilterEditor}, loaded on first use. */
export const FilterEditor: LazyPart<FilterEditorProps> = lazyPart(
  'FilterEditor',
  () => loadReadParts().then((m) => m.FilterEditor),
  true,
);

/** {@link import('../read/FieldMappingEditor.tsx').FieldMappingEditor}, loaded on first use. */
export const FieldMappingEditor: LazyPart<FieldMappingEditorProps> = lazyPart(
  'FieldMappingEditor',
  () => loadReadParts().then((m) => m.FieldMappingEditor),
  true,
);

/** {@link import('../read/ValueMappingEditor.tsx').ValueMappingEditor}, loaded on first use. */
export const ValueMappingEditor: LazyPart<ValueMappingEditorProps> = lazyPart(
  'ValueMappingEditor',
  () => loadReadParts().then((m) => m.ValueMappingEditor),
  true,
);

/** {@link import('../read/BackfillEditor.tsx').BackfillEditor}, loaded on first use. */
export const BackfillEditor: LazyPart<BackfillEditorProps> = lazyPart('BackfillEditor', () =>
  loadReadParts().then((m) => m.BackfillEditor),
);

/** {@link import('../read/ScheduleEditor.tsx').ScheduleEditor}, loaded on first use. */
export const ScheduleEditor: LazyPart<ScheduleEditorProps> = lazyPart('ScheduleEditor', () =>
  loadReadParts().then((m) => m.ScheduleEditor),
);

/**
 * {@link import('../shared/ProviderFieldCombobox.tsx').ProviderFieldCombobox}, loaded on first use with the read
 * editor's sections (the widget's own sections that use it: mappings, filters, write defaults).
 */
export const ProviderFieldCombobox: LazyPart<ProviderFieldComboboxProps> = lazyPart(
  'ProviderFieldCombobox',
  () => loadReadParts().then((m) => m.ProviderFieldCombobox),
);

/**
 * {@link import('../shared/ConflictNotice.tsx').ConflictNotice}, with the read parts: used only once there is a conflict
 * (rare: someone else changed a setting the user was editing), and then loaded already.
 */
export const LazyConflictNotice: LazyPart<ConflictNoticeProps> = lazyPart('ConflictNotice', () =>
  loadReadParts().then((m) => m.ConflictNotice),
);

/**
 * {@link import('../shared/ObjectFailedCard.tsx').ObjectFailedCard}, with the read parts: used only when an object cannot
 * be edited (rare: its fields, saved settings or manifest entry could not be read), and then loaded already (the
 * widget preloads the read parts as it mounts). A chunk of its own would cost a request and a second copy of
 * the editor texts' chunk boundary for half a kilobyte.
 */
export const LazyObjectFailedCard: LazyPart<ObjectFailedCardProps> = lazyPart('ObjectFailedCard', () =>
  loadReadParts().then((m) => m.ObjectFailedCard),
);

/** {@link import('../shared/ConflictNotice.tsx').ConflictChoice} ("Keep mine" / "Use theirs" at a field), loaded on first use. */
export const LazyConflictChoice: LazyPart<ConflictChoiceProps> = lazyPart('ConflictChoice', () =>
  loadReadParts().then((m) => m.ConflictChoice),
);
