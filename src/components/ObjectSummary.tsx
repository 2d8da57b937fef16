import { useId } from 'react';
import type { SubscribeObjectView, WriteObjectView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';

/** Props of {@link ObjectSummary}. */
export interface ObjectSummaryProps {
  view: WriteObjectView | SubscribeObjectView;
}

/** A read-only summary of a write or subscribe object's saved config, until their editors exist. */
export function ObjectSummary({ view }: ObjectSummaryProps) {
  const messages = useMessages();
  const headingId = useId();
  const lines: string[] = [];
  if (view.action === 'write' && view.saved) {
    if (view.saved.deletionSettings)
      lines.push(messages['shell.summary.deletion'](view.saved.deletionSettings.enabled));
    const defaults = Object.keys(view.saved.selectedFieldSettings ?? {}).length;
    if (defaults > 0) lines.push(messages['shell.summary.defaults'](defaults));
  }
  if (view.action === 'subscribe' && view.saved) {
    lines.push(messages['shell.summary.destination'](view.saved.destination));
    const events = [
      view.saved.createEvent?.enabled === 'always' ? 'create' : undefined,
      view.saved.updateEvent?.enabled === 'always' ? 'update' : undefined,
      view.saved.deleteEvent?.enabled === 'always' ? 'delete' : undefined,
      ...(view.saved.otherEvents ?? []),
    ].filter((e): e is string => e !== undefined);
    if (events.length > 0) lines.push(messages['shell.summary.events'](events.join(', ')));
  }
  const group = view.action === 'write' ? messages['shell.group.write'] : messages['shell.group.subscribe'];
  return (
    <section className="ric-editor" aria-labelledby={headingId} data-state="read-only">
      <h2 id={headingId} className="ric-editor-title">
        {group}: {view.displayName}
      </h2>
      <p className="ric-hint">{messages['shell.readOnlySummary']}</p>
      {view.saved ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{messages['shell.summary.notConfigured']}</p>
      )}
    </section>
  );
}
