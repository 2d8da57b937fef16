'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { assignSuggestedMappings } from '../../core/assignSuggestedMappings.ts';
import type { FieldView, MappingPromptView, ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { mappingCompatibility } from '../../core/mappingCompatibility.ts';
import type { MappingSuggestion } from '../../core/suggestMappings.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useCrmVocabulary } from '../../hooks/useCrmVocabulary.ts';
import { useMappingSuggestions } from '../../hooks/useMappingSuggestions.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { Messages } from '../../messages/defaultMessages.ts';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { type FieldMismatch, ProviderFieldCombobox } from '../shared/ProviderFieldCombobox.tsx';
import './FieldMappingEditor.css';
import { copyNameMap } from '../../core/copyNameMap.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';

/** Props of {@link FieldMappingEditor}. */
export interface FieldMappingEditorProps {
  view: ReadObjectView;
}

type Mappings = Record<string, string>;

const noMappings: Mappings = {};
const noSuggestions: ReadonlyMap<string, string> = new Map();

// App field names are data: `__proto__` must become a key, not the object's prototype.
function withEntries(mappings: Mappings, entries: Iterable<[string, string | undefined]>): Mappings {
  // Without a prototype: app field names are data, `__proto__` included.
  const next = copyNameMap(mappings);
  for (const [mapToName, fieldName] of entries) {
    if (fieldName) next[mapToName] = fieldName;
    else delete next[mapToName];
  }
  return next;
}

function mismatchCheck(prompt: MappingPromptView, messages: Messages) {
  const incompatibility = mappingCompatibility(prompt);
  // The combobox asks about every field of a long list to order its options, and shows the warning of one:
  // each field is checked once, and its warning worded only when it is shown.
  const checked = new WeakMap<FieldView, FieldMismatch | undefined>();
  return (field: FieldView): FieldMismatch | undefined => {
    if (checked.has(field)) return checked.get(field);
    const why = incompatibility(field);
    const mismatch = why && {
      label: messages[`mappings.mismatch.${why}`],
      get warning() {
        return messages[`mappings.mismatchWarning.${why}`](field.displayName, prompt.displayName);
      },
    };
    checked.set(field, mismatch);
    return mismatch;
  };
}

interface MapSuggestedProps {
  view: ReadObjectView;
  suggestions: ReadonlyMap<string, MappingSuggestion> | undefined;
  mappings: Mappings;
  onMap: (added: ReadonlyMap<string, string>) => void;
}

/** "Map suggested": maps every unmapped prompt that has a confident suggestion, in one edit. */
function MapSuggested({ view, suggestions, mappings, onMap }: MapSuggestedProps) {
  const messages = useMessages();
  const hintId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const [done, setDone] = useState<ReadonlyMap<string, string>>();
  const added = useMemo(
    () => (suggestions ? assignSuggestedMappings(suggestions, mappings) : new Map<string, string>()),
    [suggestions, mappings],
  );

  // The button goes away with what it did: its report takes focus.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  // Gone once the mappings change back (Discard) or on.
  const shown = done && [...done].every(([mapToName, fieldName]) => mappings[mapToName] === fieldName);
  const report =
    shown &&
    messages['mappings.mappedSuggested'](
      view.mappingPrompts
        .flatMap((prompt) => {
          const fieldName = done.get(prompt.mapToName);
          if (fieldName === undefined) return [];
          const field = view.fieldsByName.get(fieldName)?.displayName ?? fieldName;
          return [messages['mappings.mappedPair'](prompt.displayName, field)];
        })
        .join(', '),
    );

  return (
    <>
      {added.size > 0 && (
        <div className="ric-mappings-suggest">
          <button
            type="button"
            className="ric-button"
            aria-describedby={hintId}
            onClick={() => {
              onMap(added);
              setDone(added);
            }}
          >
            {messages['mappings.mapSuggested']}
          </button>
          <span id={hintId} className="ric-hint">
            {messages['mappings.mapSuggestedHint'](added.size)}
          </span>
        </div>
      )}
      <p ref={status} className="ric-hint" role="status" tabIndex={-1}>
        {report || ''}
      </p>
    </>
  );
}

/** Maps each app field the integration asks for (`mappingPrompts`) to a provider field; renders nothing without prompts. */
export function FieldMappingEditor({ view }: FieldMappingEditorProps) {
  const messages = useMessages();
  const baseId = useId();
  const { control, getValues, setValue, trigger } = useActionForm('read');
  const mappings = useWatch({ control, name: 'selectedFieldMappings' }) ?? noMappings;
  const { errors } = useFormState({ control, name: 'selectedFieldMappings' });
  const prompts = view.mappingPrompts;
  const suggestions = useMappingSuggestions(prompts, view.allFields);

  // For each prompt, the provider fields other prompts already hold, with the reason shown beside them.
  const unavailableByPrompt = useMemo(() => {
    const displayNames = new Map(prompts.map((p) => [p.mapToName, p.displayName]));
    const byPrompt = new Map<string, Map<string, string>>();
    for (const prompt of prompts) {
      const taken = new Map<string, string>();
      for (const [mapToName, fieldName] of Object.entries(mappings)) {
        if (mapToName === prompt.mapToName || !fieldName || taken.has(fieldName)) continue;
        taken.set(fieldName, messages['mappings.alreadyMapped'](displayNames.get(mapToName)));
      }
      byPrompt.set(prompt.mapToName, taken);
    }
    return byPrompt;
  }, [prompts, mappings, messages]);

  // For each prompt, its suggested fields with the reason shown beside them, and its type check.
  const suggestedByPrompt = useMemo(() => {
    const byPrompt = new Map<string, Map<string, string>>();
    for (const [mapToName, suggestion] of suggestions ?? []) {
      byPrompt.set(
        mapToName,
        // A host ranker's reason is its own words; untrusted text, shown as text.
        new Map(
          suggestion.candidates.map((c) => [c.fieldName, c.note || messages[`mappings.reason.${c.reason}`]]),
        ),
      );
    }
    return byPrompt;
  }, [suggestions, messages]);
  // The type checks read the prompts' names with the vocabulary: made once it is built (see useCrmVocabulary).
  const vocabulary = useCrmVocabulary();
  const mismatchByPrompt = useMemo(
    () =>
      vocabulary
        ? new Map(prompts.map((prompt) => [prompt.mapToName, mismatchCheck(prompt, messages)]))
        : undefined,
    [prompts, messages, vocabulary],
  );

  if (prompts.length === 0) return null;
  if (!mismatchByPrompt) {
    return (
      <div className="ric-mappings" aria-busy="true">
        <p className="ric-hint">{messages['mappings.hint']}</p>
        <LoadingSkeleton line />
      </div>
    );
  }

  const mappingErrors = errorMessages(errors.selectedFieldMappings);
  const hasErrors = mappingErrors.root !== undefined || mappingErrors.byKey.size > 0;

  const write = (entries: Iterable<[string, string | undefined]>) => {
    // The whole map is replaced: app field names may hold `.`, which react-hook-form would read as a path.
    setValue('selectedFieldMappings', withEntries(getValues('selectedFieldMappings'), entries), {
      shouldDirty: true,
    });
    // Once errors show (a save was tried), every mapping is checked again so fixed ones clear; entry by entry,
    // since validating the map by its own name drops the entries' errors in react-hook-form.
    if (hasErrors) void trigger(prompts.map((p) => `selectedFieldMappings.${p.mapToName}` as const));
  };

  const rootErrorId = `${baseId}error`;
  return (
    <div className="ric-mappings">
      <p className="ric-hint">{messages['mappings.hint']}</p>
      <MapSuggested view={view} suggestions={suggestions} mappings={mappings} onMap={write} />
      {mappingErrors.root !== undefined && (
        <p id={rootErrorId} className="ric-field-error">
          {mappingErrors.root}
        </p>
      )}
      <ul className="ric-mappings-list">
        {prompts.map((prompt, n) => {
          const promptId = `${baseId}prompt-${n}`;
          const errorId = `${baseId}error-${n}`;
          const warningId = `${baseId}warning-${n}`;
          const error = mappingErrors.byKey.get(prompt.mapToName);
          const value = mappings[prompt.mapToName] || undefined;
          const mismatch = mismatchByPrompt.get(prompt.mapToName);
          const mapped = value === undefined ? undefined : view.fieldsByName.get(value);
          // A required app field left unmapped says so at its row (the object list marks it "Needs attention").
          const warning =
            (mapped && mismatch?.(mapped)?.warning) ??
            (prompt.required && !value && error === undefined
              ? messages['mappings.requiredUnmapped'](prompt.displayName)
              : undefined);
          const describedBy = idList(
            prompt.prompt && promptId,
            warning !== undefined && warningId,
            error !== undefined && errorId,
            mappingErrors.root !== undefined && rootErrorId,
          );
          return (
            <li
              key={prompt.mapToName}
              className="ric-mappings-row"
              data-state={value ? 'mapped' : 'unmapped'}
            >
              <ProviderFieldCombobox
                id={`${baseId}field-${n}`}
                label={prompt.displayName}
                fields={view.allFields}
                value={value}
                onChange={(fieldName) => write([[prompt.mapToName, fieldName]])}
                unavailable={unavailableByPrompt.get(prompt.mapToName)}
                suggested={suggestedByPrompt.get(prompt.mapToName) ?? noSuggestions}
                mismatch={mismatch}
                invalid={error !== undefined}
                describedBy={describedBy}
                required={prompt.required}
                clearable={!prompt.required}
              />
              {prompt.prompt && (
                <p id={promptId} className="ric-hint ric-mappings-prompt">
                  {prompt.prompt}
                </p>
              )}
              {warning !== undefined && (
                <p id={warningId} className="ric-field-warning">
                  {warning}
                </p>
              )}
              {error !== undefined && (
                <p id={errorId} className="ric-field-error">
                  {error}
                </p>
              )}
              <FieldConflict path={['selectedFieldMappings', prompt.mapToName]} describedBy={errorId} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
