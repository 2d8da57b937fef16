'use client';

import { useCallback } from 'react';
import { pointerSegments } from '../../core/pointerSegments.ts';
import type { FormConflict } from '../../hooks/DraftForm.ts';
import { useConflictErrors } from '../../hooks/useConflictErrors.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { Messages } from '../../messages/defaultMessages.ts';

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  conflicts: readonly FormConflict[];
  /** The conflicts a part shows at their field (by JSON Pointer); the notice lists only the others. */
  placed: ReadonlySet<string>;
  /** Names the setting at a conflict's path as the editor shows it (`[]`: the object). */
  labelOf: (path: string[]) => string;
  /**
   * Words a value of the setting at a path as the editor shows it (a schedule in words, a field by its label); by
   * default {@link describeConflictValue}.
   */
  describeValue?: (path: string[], value: unknown) => string | undefined;
  onResolve: (path: string, choice: 'mine' | 'theirs') => void;
  /** Whether the conflicts go on the form's errors, to be shown at their inputs (inside a `FormProvider`). */
  atFields: boolean;
}

/**
 * A value in words when the editor has no better ones: on/off for switches and events, text in quotes, lists of
 * names joined, anything else as "other settings" (never a config's JSON).
 */
export function describeConflictValue(value: unknown, messages: Messages): string {
  if (value === undefined || value === null) return messages['save.conflictNothing'];
  if (value === true || value === 'always') return messages['save.valueOn'];
  if (value === false || value === 'never') return messages['save.valueOff'];
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return messages['save.valueQuoted'](value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? messages['save.conflictNothing'] : value.join(', ');
  return messages['save.valueOther'];
}

/** Props of {@link ConflictChoice}. */
export interface ConflictChoiceProps {
  /** The conflict's JSON Pointer. */
  path: string;
  onResolve: (path: string, choice: 'mine' | 'theirs') => void;
  /** The id of the text that says what changed, describing both buttons. */
  describedBy?: string;
}

/** "Keep mine" / "Use theirs" for one conflict, shown at its field or in the notice. */
export function ConflictChoice({ path, onResolve, describedBy }: ConflictChoiceProps) {
  const messages = useMessages();
  return (
    <span className="ric-conflict-choice" data-path={path}>
      <button
        type="button"
        className="ric-button"
        aria-describedby={describedBy}
        onClick={() => onResolve(path, 'mine')}
      >
        {messages['save.keepMine']}
      </button>{' '}
      <button
        type="button"
        className="ric-button"
        aria-describedby={describedBy}
        onClick={() => onResolve(path, 'theirs')}
      >
        {messages['save.useTheirs']}
      </button>
    </span>
  );
}

function ConflictErrors({
  conflicts,
  describeValue,
}: {
  conflicts: readonly FormConflict[];
  describeValue: (path: string[], value: unknown) => string;
}) {
  const messages = useMessages();
  const messageOf = useCallback(
    (conflict: FormConflict) =>
      messages['save.conflictAtField'](describeValue(pointerSegments(conflict.path), conflict.theirs)),
    [messages, describeValue],
  );
  useConflictErrors(conflicts, messageOf);
  return null;
}

/**
 * The settings someone else changed while the user was editing them. Each is shown at its field ("Changed
 * elsewhere to ‹theirs, in words› since you started", with Keep mine / Use theirs) while the field shows the
 * user's value; this notice announces them politely and lists, with the same choice, those no field on screen
 * shows (the object itself, removed on one side and changed on the other, among them). Such a change is never
 * overwritten silently: nothing is saved until each is decided.
 */
export function ConflictNotice({
  conflicts,
  placed,
  labelOf,
  describeValue: describeGiven,
  onResolve,
  atFields,
}: ConflictNoticeProps) {
  const messages = useMessages();
  const describeValue = useCallback(
    (path: string[], value: unknown) =>
      describeGiven?.(path, value) ?? describeConflictValue(value, messages),
    [describeGiven, messages],
  );
  const sentence = (conflict: FormConflict) => {
    const path = pointerSegments(conflict.path);
    if (path.length === 0)
      return conflict.theirs === undefined
        ? messages['save.conflictRemoved'](labelOf([]))
        : messages['save.conflictChangedRemoved'](labelOf([]));
    return messages['save.conflict'](labelOf(path), describeValue(path, conflict.theirs));
  };
  const listed = conflicts.filter((conflict) => !placed.has(conflict.path));
  return (
    // One live region throughout: only its look changes once every conflict is shown at its field.
    <div
      className={listed.length === 0 ? 'ric-visually-hidden' : 'ric-notice'}
      data-tone="info"
      role="status"
    >
      {atFields && <ConflictErrors conflicts={conflicts} describeValue={describeValue} />}
      {listed.length === 0 ? (
        <p>{messages['save.conflictsTitle']}</p>
      ) : (
        <>
          <p>
            <strong>{messages['save.conflictsTitle']}</strong>
          </p>
          <ul>
            {listed.map((conflict) => (
              <li key={conflict.path} data-path={conflict.path}>
                {sentence(conflict)} <ConflictChoice path={conflict.path} onResolve={onResolve} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
