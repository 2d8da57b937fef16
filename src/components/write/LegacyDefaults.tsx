'use client';

import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { fieldSettingFromValueDefault } from '../../core/fieldSettingFromValueDefault.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { ValueDefault } from '../../schemas/config.ts';

const noDefaults: Record<string, ValueDefault> = {};

/**
 * The deprecated `selectedValueDefaults` of a saved write config: shown, left untouched on save, and each
 * offered as a one-click conversion to a field setting.
 */
export function LegacyDefaults({ fields }: { fields: ReadObjectView | undefined }) {
  const words = useEditorMessages();
  const titleId = useId();
  const { control, getValues, setValue } = useActionForm('write');
  const legacy = useWatch({ control, name: 'selectedValueDefaults' }) ?? noDefaults;
  const names = Object.keys(legacy);
  if (names.length === 0) return null;

  const convert = (fieldName: string, value: ValueDefault) => {
    const rest = { ...getValues('selectedValueDefaults') };
    delete rest[fieldName];
    const settings = {
      ...getValues('selectedFieldSettings'),
      [fieldName]: fieldSettingFromValueDefault(value),
    };
    setValue('selectedValueDefaults', rest, { shouldDirty: true });
    setValue('selectedFieldSettings', settings, { shouldDirty: true });
  };

  return (
    <section className="ric-write-legacy" aria-labelledby={titleId}>
      <h4 id={titleId}>{words['write.legacy.title']}</h4>
      <p className="ric-hint">{words['write.legacy.hint']}</p>
      <ul>
        {names.map((fieldName) => {
          const value = legacy[fieldName];
          if (!value) return null;
          const label = fields?.fieldsByName.get(fieldName)?.displayName ?? fieldName;
          return (
            <li key={fieldName}>
              <span>
                {words['write.legacy.row'](label, String(value.value), value.applyOnUpdate !== 'never')}
              </span>{' '}
              <button type="button" className="ric-button" onClick={() => convert(fieldName, value)}>
                {words['write.legacy.convert'](label)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
