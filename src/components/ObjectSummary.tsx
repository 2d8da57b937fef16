import { useId } from 'react';
import type { SubscribeObjectView, WriteObjectView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';

/** Props of {@link ObjectSummary}. */
export interface ObjectSummaryProps {
  view: WriteObjectView | SubscribeObjectView;
}

type SubscribeConfig = NonNullable<SubscribeObjectView['saved']>;

const STANDARD_EVENTS = ['create', 'update', 'delete'] as const;

const eventKey = { create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' } as const;

/** The saved write config, as sentences. */
function WriteSummary({ saved }: { saved: NonNullable<WriteObjectView['saved']> }) {
  const messages = useMessages();
  const lines: string[] = [];
  if (saved.deletionSettings) lines.push(messages['shell.summary.deletion'](saved.deletionSettings.enabled));
  const defaults = Object.keys(saved.selectedFieldSettings ?? {}).length;
  if (defaults > 0) lines.push(messages['shell.summary.defaults'](defaults));
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The saved subscribe config; the destination and the provider's own event names are API names, shown as values. */
function SubscribeSummary({ saved }: { saved: SubscribeConfig }) {
  const messages = useMessages();
  const standard = STANDARD_EVENTS.filter((event) => saved[eventKey[event]]?.enabled === 'always');
  const other = [...new Set(saved.otherEvents)];
  return (
    <dl>
      <dt>{messages['shell.summary.destinationLabel']}</dt>
      <dd>
        <code>{saved.destination}</code>
      </dd>
      {standard.length + other.length > 0 && (
        <>
          <dt>{messages['shell.summary.eventsLabel']}</dt>
          <dd>
            <ul>
              {standard.map((event) => (
                <li key={event}>{messages[`shell.summary.event.${event}`]}</li>
              ))}
              {other.map((event) => (
                <li key={event}>
                  <code>{event}</code>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}

/** A read-only summary of a write or subscribe object's saved config, until their editors exist. */
export function ObjectSummary({ view }: ObjectSummaryProps) {
  const messages = useMessages();
  const headingId = useId();
  const group = view.action === 'write' ? messages['shell.group.write'] : messages['shell.group.subscribe'];
  let summary = <p>{messages['shell.summary.notConfigured']}</p>;
  if (view.action === 'write' && view.saved) summary = <WriteSummary saved={view.saved} />;
  if (view.action === 'subscribe' && view.saved) summary = <SubscribeSummary saved={view.saved} />;
  return (
    <section className="ric-editor" aria-labelledby={headingId} data-state="read-only">
      <h2 id={headingId} className="ric-editor-title" tabIndex={-1}>
        {messages['shell.summary.title'](group, view.displayName)}
      </h2>
      <p className="ric-hint">{messages['shell.readOnlySummary']}</p>
      {summary}
    </section>
  );
}
