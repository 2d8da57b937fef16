'use client';

import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';

/**
 * Per-object `providerOptions.quotaOptimization.enabled`, offered only where the provider supports it. The
 * contract's rules are explained and enforced here (it needs watched fields and cannot go with "any field"),
 * and a refusal of the service lands on this switch.
 */
export function QuotaOptimization({ supported, provider }: { supported: boolean; provider: string }) {
  const words = useEditorMessages();
  const id = useId();
  const { control, getValues, setValue, clearErrors } = useActionForm('subscribe');
  const options = useWatch({ control, name: 'providerOptions' });
  const update = useWatch({ control, name: 'updateEvent' });
  const { errors } = useFormState({ control, name: 'providerOptions' });
  const on = options?.quotaOptimization?.enabled === true;
  // Only offered by the provider that supports it; an option saved for another provider is shown to be turned off.
  if (!supported && options?.quotaOptimization === undefined) return null;
  const watchesAll = update?.watchFieldsAuto === 'all';
  const watched = update?.requiredWatchFields?.length ?? 0;
  const blocked = watchesAll
    ? words['subscribe.quota.notWithAll']
    : watched === 0
      ? words['subscribe.quota.needsFields']
      : undefined;
  const quotaErrors = errorMessages(errors.providerOptions, 'quotaOptimization');
  // The form's own check of the rule words it as the contract does; the switch says it in the user's words.
  const broken = blocked !== undefined && quotaErrors.byKey.get('enabled') !== undefined;
  const error = broken
    ? blocked
    : (quotaErrors.root ??
      quotaErrors.byKey.get('enabled') ??
      errorMessages(errors.providerOptions).root ??
      (supported ? undefined : words['subscribe.quota.unsupported'](provider)));
  const reason = broken ? undefined : blocked;
  return (
    <div className="ric-subscribe-quota">
      <label className="ric-switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          // Turning it on is blocked while the rules are not met; turning it off never is.
          disabled={!on && (blocked !== undefined || !supported)}
          aria-invalid={error ? true : undefined}
          aria-describedby={idList(
            `${id}hint`,
            reason !== undefined && `${id}reason`,
            error !== undefined && `${id}error`,
          )}
          onChange={(event) => {
            const { quotaOptimization: _previous, ...rest } = getValues('providerOptions') ?? {};
            const next = event.target.checked ? { ...rest, quotaOptimization: { enabled: true } } : rest;
            setValue('providerOptions', Object.keys(next).length > 0 ? next : undefined, {
              shouldDirty: true,
            });
            clearErrors('providerOptions');
          }}
        />{' '}
        {words['subscribe.quota.label']}
      </label>
      <p id={`${id}hint`} className="ric-hint">
        {words['subscribe.quota.hint']}
      </p>
      {reason && (
        <p id={`${id}reason`} className="ric-hint">
          {reason}
        </p>
      )}
      {error && (
        <p id={`${id}error`} className="ric-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
