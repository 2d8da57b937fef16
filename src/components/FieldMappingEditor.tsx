import { useId, useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';
import { errorMessages } from './formErrors.ts';
import { idList } from './idList.ts';
import { ProviderFieldCombobox } from './ProviderFieldCombobox.tsx';
import { useReadObjectForm } from './useReadObjectForm.ts';
import './FieldMappingEditor.css';
import { copyNameMap } from '../core/copyNameMap.ts';

/** Props of {@link FieldMappingEditor}. */
export interface FieldMappingEditorProps {
  view: ReadObjectView;
}

const noMappings: Record<string, string> = {};

/** Maps each app field the integration asks for (`mappingPrompts`) to a provider field; renders nothing without prompts. */
export function FieldMappingEditor({ view }: FieldMappingEditorProps) {
  const messages = useMessages();
  const baseId = useId();
  const { control, getValues, setValue, trigger } = useReadObjectForm();
  const mappings = useWatch({ control, name: 'selectedFieldMappings' }) ?? noMappings;
  const { errors } = useFormState({ control, name: 'selectedFieldMappings' });
  const prompts = view.mappingPrompts;

  // For each prompt, the provider fields other prompts already hold, with the reason shown beside them.
  const unavailableByPrompt = useMemo(() => {
    const displayNames = new Map(prompts.map((p) => [p.mapToName, p.displayName]));
    const byPrompt = new Map<string, Map<string, string>>();
    for (const prompt of prompts) {
      const taken = new Map<string, string>();
      for (const [mapToName, fieldName] of Object.entries(mappings)) {
        if (mapToName === prompt.mapToName || !fieldName || taken.has(fieldName)) continue;
        taken.set(fieldName, messages['mappings.alreadyMapped'](displayNames.get(mapToName) ?? mapToName));
      }
      byPrompt.set(prompt.mapToName, taken);
    }
    return byPrompt;
  }, [prompts, mappings, messages]);

  if (prompts.length === 0) return null;

  const mappingErrors = errorMessages(errors.selectedFieldMappings);
  const hasErrors = mappingErrors.root !== undefined || mappingErrors.byKey.size > 0;

  const write = (mapToName: string, fieldName: string | undefined) => {
    // The whole map is replaced: app field names may hold `.`, which react-hook-form would read as a path.
    const next = copyNameMap(getValues('selectedFieldMappings'));
    if (fieldName) next[mapToName] = fieldName;
    else delete next[mapToName];
    setValue('selectedFieldMappings', next, { shouldDirty: true });
    // Once errors show (a save was tried), every mapping is checked again so fixed ones clear; entry by entry,
    // since validating the map by its own name drops the entries' errors in react-hook-form.
    if (hasErrors) void trigger(prompts.map((p) => `selectedFieldMappings.${p.mapToName}` as const));
  };

  const rootErrorId = `${baseId}error`;
  return (
    <div className="ric-mappings">
      <p className="ric-hint">{messages['mappings.hint']}</p>
      {mappingErrors.root !== undefined && (
        <p id={rootErrorId} className="ric-field-error">
          {mappingErrors.root}
        </p>
      )}
      <ul className="ric-mappings-list">
        {prompts.map((prompt, n) => {
          const promptId = `${baseId}prompt-${n}`;
          const errorId = `${baseId}error-${n}`;
          const error = mappingErrors.byKey.get(prompt.mapToName);
          const describedBy = idList(
            prompt.prompt && promptId,
            error !== undefined && errorId,
            mappingErrors.root !== undefined && rootErrorId,
          );
          return (
            <li
              key={prompt.mapToName}
              className="ric-mappings-row"
              data-state={mappings[prompt.mapToName] ? 'mapped' : 'unmapped'}
            >
              <ProviderFieldCombobox
                id={`${baseId}field-${n}`}
                label={prompt.displayName}
                fields={view.allFields}
                value={mappings[prompt.mapToName] || undefined}
                onChange={(fieldName) => write(prompt.mapToName, fieldName)}
                unavailable={unavailableByPrompt.get(prompt.mapToName)}
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
              {error !== undefined && (
                <p id={errorId} className="ric-field-error">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
