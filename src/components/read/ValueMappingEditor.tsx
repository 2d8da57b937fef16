'use client';

import { useEffect, useId, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { FieldView, MappingPromptView, ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useCrmVocabulary } from '../../hooks/useCrmVocabulary.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { ReadObjectConfig } from '../../schemas/config.ts';
import { errorMessages } from '../shared/formErrors.ts';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { ValueMappingTable } from './ValueMappingTable.tsx';
import './ValueMappingEditor.css';
import { copyNameMap } from '../../core/copyNameMap.ts';

/** Props of {@link ValueMappingEditor}. */
export interface ValueMappingEditorProps {
  view: ReadObjectView;
}

type ValueMappings = NonNullable<ReadObjectConfig['selectedValueMappings']>;

const noFieldMappings: Record<string, string> = {};
const noValueMappings: ValueMappings = {};

function selectField(field: FieldView | undefined): FieldView | undefined {
  const isSelect = field?.valueType === 'singleSelect' || field?.valueType === 'multiSelect';
  return isSelect && field.values.length > 0 ? field : undefined;
}

/**
 * Maps the app's values of each prompt that has them to the values of the picklist field mapped to it; saved
 * values the field no longer offers are shown as invalid, never dropped silently.
 */
export function ValueMappingEditor({ view }: ValueMappingEditorProps) {
  const messages = useMessages();
  const baseId = useId();
  const { control, getValues, setValue, trigger } = useActionForm('read');
  const fieldMappings = useWatch({ control, name: 'selectedFieldMappings' }) ?? noFieldMappings;
  const valueMappings = useWatch({ control, name: 'selectedValueMappings' }) ?? noValueMappings;
  const { errors, defaultValues } = useFormState({ control, name: 'selectedValueMappings' });
  const hints = useRef(new Map<string, HTMLParagraphElement>());
  // The prompt whose "Remove value mappings" button was used: that button goes away, so its hint takes focus.
  const pendingFocus = useRef<string | undefined>(undefined);

  useEffect(() => {
    const hint = pendingFocus.current === undefined ? undefined : hints.current.get(pendingFocus.current);
    if (!hint) return;
    pendingFocus.current = undefined;
    hint.focus();
  });

  // A table pairs the values by their names, read with the vocabulary: drawn once it is built.
  const vocabulary = useCrmVocabulary();

  const prompts = view.mappingPrompts.filter((p) => p.mappedValues.length > 0);
  if (prompts.length === 0) return null;

  const writeInner = (mapToName: string, update: (inner: Record<string, string>) => void) => {
    // Whole-map writes: app values and field names may hold `.`, which react-hook-form would read as a path.
    const all = copyNameMap(getValues('selectedValueMappings'));
    const inner = copyNameMap(Object.hasOwn(all, mapToName) ? all[mapToName] : undefined);
    update(inner);
    if (Object.keys(inner).length > 0) all[mapToName] = inner;
    else delete all[mapToName];
    // An emptied map goes away unless the stored config had one, so mapping and unmapping leaves no change.
    const keepEmpty = defaultValues?.selectedValueMappings !== undefined;
    setValue('selectedValueMappings', Object.keys(all).length > 0 || keepEmpty ? all : undefined, {
      shouldDirty: true,
    });
    // Errors shown under this prompt are checked again entry by entry, so an edit clears what it fixed.
    const shown = [...errorMessages(errors.selectedValueMappings, mapToName).byKey.keys()];
    if (shown.length > 0)
      void trigger(shown.map((key) => `selectedValueMappings.${mapToName}.${key}` as const));
  };
  const writeValue = (mapToName: string, mappedValue: string, providerValue: string) =>
    writeInner(mapToName, (inner) => {
      if (providerValue) inner[mappedValue] = providerValue;
      else delete inner[mappedValue];
    });
  const writeMatches = (mapToName: string, matches: [string, string][]) =>
    writeInner(mapToName, (inner) => {
      // App values are data: `__proto__` must become a key, not the object's prototype.
      for (const [appValue, value] of matches) {
        Object.defineProperty(inner, appValue, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    });
  const removeAll = (mapToName: string) => {
    pendingFocus.current = mapToName;
    writeInner(mapToName, (inner) => {
      for (const key of Object.keys(inner)) delete inner[key];
    });
  };

  const renderPrompt = (prompt: MappingPromptView, p: number) => {
    const fieldName = fieldMappings[prompt.mapToName];
    const field = selectField(fieldName ? view.fieldsByName.get(fieldName) : undefined);
    const saved = valueMappings[prompt.mapToName] ?? {};
    const promptErrors = errorMessages(errors.selectedValueMappings, prompt.mapToName);

    if (!field) {
      if (Object.keys(saved).length === 0) {
        return (
          <p
            key={prompt.mapToName}
            className="ric-hint"
            tabIndex={-1}
            ref={(element) => {
              if (element) hints.current.set(prompt.mapToName, element);
              else hints.current.delete(prompt.mapToName);
            }}
          >
            {messages['mappings.valuesNeedsSelect'](prompt.displayName)}
          </p>
        );
      }
      return (
        <div key={prompt.mapToName} className="ric-values-orphaned" data-state="invalid">
          <p className="ric-field-error">{messages['mappings.valuesOrphaned'](prompt.displayName)}</p>
          <button type="button" className="ric-button" onClick={() => removeAll(prompt.mapToName)}>
            {messages['mappings.valuesRemove'](prompt.displayName)}
          </button>
        </div>
      );
    }

    if (!vocabulary) {
      return (
        <div key={prompt.mapToName} aria-busy="true">
          <LoadingSkeleton line />
        </div>
      );
    }
    return (
      <ValueMappingTable
        key={prompt.mapToName}
        id={`${baseId}value-${p}-`}
        errorId={`${baseId}error-${p}`}
        prompt={prompt}
        field={field}
        saved={saved}
        errors={promptErrors}
        onChange={(mappedValue, providerValue) => writeValue(prompt.mapToName, mappedValue, providerValue)}
        onMapMatches={(matches) => writeMatches(prompt.mapToName, matches)}
      />
    );
  };

  return <div className="ric-values">{prompts.map(renderPrompt)}</div>;
}
