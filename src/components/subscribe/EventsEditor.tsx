'use client';

import { useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { SubscribeEvent, UpdateEvent } from '../../schemas/config.ts';
import { FieldPicker } from '../shared/FieldPicker.tsx';
import { errorMessages } from '../shared/formErrors.ts';
import { LabeledSwitch } from '../shared/LabeledSwitch.tsx';
import { QuotaOptimization } from './QuotaOptimization.tsx';

/** Props of {@link EventsEditor}. */
export interface EventsEditorProps {
  /** The object under read, whose fields can be watched; without it only "any field" is possible. */
  fields: ReadObjectView | undefined;
  /** The subscription uses provider flows, which send no delete events. */
  providerFlows: boolean;
  /** The provider supports per-object quota optimization. */
  quotaSupported: boolean;
  provider: string;
}

const createEventPath = ['createEvent'];
const updateEventPath = ['updateEvent', 'enabled'];
const deleteEventPath = ['deleteEvent'];

const watchPaths = {
  selected: 'updateEvent.requiredWatchFields',
  auto: 'updateEvent.watchFieldsAuto',
  asList: true,
};

/** Create, update (with the watched fields) and delete events of a subscribe object, and quota optimization. */
export function EventsEditor({ fields, providerFlows, quotaSupported, provider }: EventsEditorProps) {
  const words = useEditorMessages();
  const { control, getValues, setValue, clearErrors } = useActionForm('subscribe');
  const create = useWatch({ control, name: 'createEvent' });
  const update = useWatch({ control, name: 'updateEvent' });
  const remove = useWatch({ control, name: 'deleteEvent' });
  const { errors } = useFormState({ control, name: ['createEvent', 'updateEvent', 'deleteEvent'] });
  const errorOf = (name: 'createEvent' | 'updateEvent' | 'deleteEvent') => {
    const messages = errorMessages(errors[name]);
    return messages.root ?? messages.byKey.get('enabled');
  };
  // Every field can be watched: the read object's whole field list, none locked.
  const watchView = useMemo(
    () =>
      fields && { ...fields, requiredFields: [], optionalFields: fields.allFields, allowsAllFields: true },
    [fields],
  );
  const setEvent = (name: 'createEvent' | 'deleteEvent', on: boolean) => {
    const next: SubscribeEvent = { ...getValues(name), enabled: on ? 'always' : 'never' };
    setValue(name, next, { shouldDirty: true });
    clearErrors(name);
  };
  const setUpdate = (on: boolean) => {
    const next: UpdateEvent = { ...getValues('updateEvent'), enabled: on ? 'always' : 'never' };
    // Without known fields, the only way to watch is every field.
    if (on && !fields && !next.requiredWatchFields?.length) next.watchFieldsAuto = 'all';
    setValue('updateEvent', next, { shouldDirty: true });
    clearErrors('updateEvent');
  };
  const updateOn = update?.enabled === 'always';
  const deleteOn = remove?.enabled === 'always';

  return (
    <div className="ric-subscribe-events">
      <LabeledSwitch
        className="ric-subscribe-event"
        label={words['subscribe.event.create']}
        checked={create?.enabled === 'always'}
        error={errorOf('createEvent')}
        conflictPath={createEventPath}
        onChange={(on) => setEvent('createEvent', on)}
      />
      <LabeledSwitch
        className="ric-subscribe-event"
        label={words['subscribe.event.update']}
        checked={updateOn}
        error={errorOf('updateEvent')}
        conflictPath={updateEventPath}
        onChange={setUpdate}
      />
      {updateOn && (
        <div className="ric-subscribe-watch">
          {watchView ? (
            <FieldPicker
              view={watchView}
              paths={watchPaths}
              labels={{
                modeLegend: words['subscribe.watch.legend'],
                modeAll: words['subscribe.watch.all'],
                modeChoose: words['subscribe.watch.choose'],
                modeAllHint: words['subscribe.watch.allHint'],
                optionalTitle: words['subscribe.watch.fields'],
              }}
            />
          ) : (
            <p className="ric-hint">{words['subscribe.watch.noFields']}</p>
          )}
          <QuotaOptimization supported={quotaSupported} provider={provider} />
        </div>
      )}
      <LabeledSwitch
        className="ric-subscribe-event"
        label={words['subscribe.event.delete']}
        checked={deleteOn}
        // With provider flows the provider sends no delete events; one already on can still be turned off.
        disabled={providerFlows && !deleteOn}
        hint={providerFlows ? words['subscribe.deleteUnavailable'] : undefined}
        error={errorOf('deleteEvent')}
        conflictPath={deleteEventPath}
        onChange={(on) => setEvent('deleteEvent', on)}
      />
    </div>
  );
}
