'use client';

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type {
  ReadObjectView,
  SubscribeObjectView,
  WriteObjectView,
} from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { Action } from '../../schemas/config.ts';
import { entryCause, entryNotes } from './entryNotes.ts';
import { keyOf, SETTINGS_KEY } from './objectKeys.ts';

/** The objects of one action, as the object list shows them. */
export interface ObjectGroup {
  action: Action;
  views: (ReadObjectView | WriteObjectView | SubscribeObjectView)[];
}

/** Props of {@link ObjectNav}. */
export interface ObjectNavProps {
  groups: ObjectGroup[];
  selected: string | undefined;
  /** The keys of the objects with unsaved edits. */
  dirty: ReadonlySet<string>;
  /** The objects are shown from the manifest while the provider's metadata loads. */
  busy: boolean;
  onSelect: (key: string) => void;
}

/**
 * The object list beside the editor: the objects by action, each with its state, and the settings; one item in
 * the tab order, arrow keys, Home and End move between them.
 */
export function ObjectNav({ groups, selected, dirty, busy, onSelect }: ObjectNavProps) {
  const messages = useMessages();
  const navId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The one item in the tab order: the last one focused, else the selected object (WAI-ARIA roving tabindex).
  const [focusKey, setFocusKey] = useState<string>();
  const keys = [...groups.flatMap(({ views }) => views.map(keyOf)), SETTINGS_KEY];
  const tabStop = focusKey !== undefined && keys.includes(focusKey) ? focusKey : (selected ?? keys[0]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const index = keys.indexOf(key);
    const targets: Record<string, number> = {
      ArrowDown: Math.min(keys.length - 1, index + 1),
      ArrowUp: Math.max(0, index - 1),
      Home: 0,
      End: keys.length - 1,
    };
    const target = keys[targets[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    setFocusKey(target);
    buttons.current.get(target)?.focus();
  };
  // What every item of the list is: a button in the roving tab order that selects its object.
  const itemProps = (key: string) => ({
    className: 'ric-nav-item',
    'aria-current': selected === key ? ('true' as const) : undefined,
    tabIndex: key === tabStop ? 0 : -1,
    ref: (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    onFocus: () => setFocusKey(key),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, key),
    onClick: () => onSelect(key),
  });
  return (
    <nav
      className="ric-nav"
      aria-label={messages['shell.objectsNav']}
      aria-describedby={`${navId}-keys`}
      aria-busy={busy || undefined}
    >
      <p id={`${navId}-keys`} className="ric-visually-hidden">
        {messages['shell.objectsNavKeys']}
      </p>
      {groups.map(({ action, views }) => (
        <div key={action} className="ric-nav-group">
          <h3 className="ric-hint ric-nav-heading" id={`${navId}-${action}`}>
            {messages[`shell.group.${action}`]}
          </h3>
          <ul aria-labelledby={`${navId}-${action}`}>
            {views.map((view, n) => {
              const key = keyOf(view);
              // An index, not the name, makes the id: a provider's name may hold spaces.
              const causeId = `${navId}-${action}-${n}`;
              const cause = entryCause(view, messages);
              return (
                <li key={key}>
                  <button
                    type="button"
                    {...itemProps(key)}
                    data-status={view.status}
                    aria-describedby={cause && causeId}
                  >
                    <span className="ric-nav-name">{view.displayName}</span>
                    <span className="ric-hint ric-nav-status">
                      {entryNotes(view, dirty, messages).map((note, index) =>
                        index === 0 ? (
                          note
                        ) : (
                          <span key={note} className="ric-nav-dirty">
                            {' · '}
                            {note}
                          </span>
                        ),
                      )}
                    </span>
                  </button>
                  {/* Beside the button, not in it: inside, it would be part of the item's name. */}
                  {cause && (
                    <span id={causeId} className="ric-visually-hidden">
                      {cause}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="ric-nav-group">
        <button type="button" {...itemProps(SETTINGS_KEY)}>
          <span className="ric-nav-name">{messages['shell.settings']}</span>
          {dirty.has(SETTINGS_KEY) && (
            <span className="ric-hint ric-nav-status">{messages['shell.unsaved']}</span>
          )}
        </button>
      </div>
    </nav>
  );
}
