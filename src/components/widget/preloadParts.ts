'use client';

import { startTransition, useEffect, useState } from 'react';
import { runInShortTasks } from '../../hooks/runInShortTasks.ts';
import { loadMappingSuggestions } from '../../hooks/useMappingSuggestions.ts';
import {
  BackfillEditor,
  FieldMappingEditor,
  FieldPicker,
  FilterEditor,
  ScheduleEditor,
  ValueMappingEditor,
} from './lazyParts.tsx';

// The widget's preloading, apart from the parts themselves: only InstallationConfig imports it, so a host that
// imports the hooks or a single part gets none of the editors' chunks with it.
let partsLoading: Promise<unknown> | undefined;
let partsLoaded = false;
let editorsLoading: Promise<unknown> | undefined;
let editorsLoaded = false;

/** Starts loading every lazily loaded part (the widget calls it as it mounts); settles once they are loaded. */
export function preloadParts(): Promise<unknown> {
  if (partsLoading) return partsLoading;
  // The mapping suggestions' code too, beside the parts rather than once the mapping editor has rendered (a
  // host's build may give it a chunk of its own); the first screen does not wait for it. Its vocabulary is then
  // built in short tasks while the page is idle (not between the slices of the first screen's render): the mapping
  // parts, drawn after the field rows are painted, then find it built, or wait while the rest is (useCrmVocabulary).
  loadMappingSuggestions()
    .then(({ buildCrmVocabularyStep }) =>
      runInShortTasks(buildCrmVocabularyStep, () => undefined, { idle: true }),
    )
    .catch(() => undefined);
  partsLoading = Promise.all(
    [FieldPicker, FieldMappingEditor, ValueMappingEditor, ScheduleEditor, BackfillEditor, FilterEditor].map(
      (part) => part.preload(),
    ),
  ).then(() => {
    partsLoaded = true;
  });
  return partsLoading;
}

/**
 * Starts loading the write, subscribe and settings editors (one chunk, which needs the read parts' chunk too:
 * both then load side by side, not one after the other); settles once loaded.
 */
export function preloadEditorParts(): Promise<unknown> {
  if (!editorsLoading) {
    editorsLoading = import('./editorParts.ts').then(() => {
      editorsLoaded = true;
    });
  }
  return editorsLoading;
}

// How long the widget waits for its parts before drawing the editor anyway (each part then waits on its own).
const PARTS_WAIT_MS = 1000;

/**
 * Preloads the lazily loaded parts the first screen shows, starting in the render that starts loading the data
 * (not after it, in an effect), so the code and the data load side by side: the read editor's parts, and, for a
 * first screen that shows another editor (`editors`), those editors too. `true` once they are loaded (or failed,
 * or took over a second). Drawing the editor only then keeps its parts from suspending: a part that suspends
 * shows its placeholder, and React reveals what was suspended no sooner than 300 ms after a placeholder was shown.
 */
export function usePreloadedParts(editors = false): boolean {
  // On the server nothing loads (the server draws what its data allows); in a browser, the same calls again
  // return what is loading already.
  if (typeof window !== 'undefined') {
    preloadParts().catch(() => undefined);
    if (editors) preloadEditorParts().catch(() => undefined);
  }
  const loaded = partsLoaded && (!editors || editorsLoaded);
  // Mounted again (another page of the host), the widget draws at once.
  const [waited, setWaited] = useState(loaded);
  useEffect(() => {
    if (waited || loaded) return undefined;
    let live = true;
    // In a transition: the editor drawn with what loaded meanwhile is a large render, cut into slices that input
    // can come between (and an update of higher priority comes first).
    const done = () => {
      if (live) startTransition(() => setWaited(true));
    };
    const timer = setTimeout(done, PARTS_WAIT_MS);
    // A part that fails to load shows its error where it renders (the error boundary), not here.
    Promise.all([preloadParts(), editors && preloadEditorParts()]).then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [waited, loaded, editors]);
  return loaded || waited;
}
