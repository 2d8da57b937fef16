import { useCallback } from 'react';
import { pointerSegments } from '../core/pointerSegments.ts';
import type { FormConflict } from '../hooks/index.ts';
import { useMessages } from '../hooks/index.ts';
import type { Messages } from '../hooks/messages.ts';
import { useConflictErrors } from '../hooks/useConflictErrors.ts';

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  conflicts: readonly FormConflict[];
  /** The conflicts a part shows at their field (by JSON Pointer); the notice lists only the others. */
  placed: ReadonlySet<string>;
  /** Names the setting at a conflict's path as the editor shows it. */
  labelOf: (path: string[]) => string;
  onResolve: (path: string, choice: 'mine' | 'theirs') => void;
  /** Whether the conflicts go on the form's errors, to be shown at their inputs (inside a `FormProvider`). */
  atFields: boolean;
}

function shownValue(value: unknown, messages: Messages): string {
  if (value === undefined) return messages['save.conflictNothing'];
  return typeof value === 'string' ? value : JSON.stringify(value);
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

function ConflictErrors({ conflicts }: { conflicts: readonly FormConflict[] }) {
  const messages = useMessages();
  const messageOf = useCallback(
    (conflict: FormConflict) => messages['save.conflictAtField'](shownValue(conflict.theirs, messages)),
    [messages],
  );
  useConflictErrors(conflicts, messageOf);
  return null;
}

/**
 * The settings someone else changed while the user was editing them. Each is shown at its field ("Changed
 * elsewhere to ‹theirs› since you started", with Keep mine / Use theirs); this notice announces them politely
 * and lists, with the same choice, those no field on screen shows. Such a change is never overwritten silently,
 * and the save sends the rest meanwhile.
 */
export function ConflictNotice({ conflicts, placed, labelOf, onResolve, atFields }: ConflictNoticeProps) {
  const messages = useMessages();
  const listed = conflicts.filter((conflict) => !placed.has(conflict.path));
  return (
    // One live region throughout: only its look changes once every conflict is shown at its field.
    <div
      className={listed.length === 0 ? 'ric-visually-hidden' : 'ric-notice'}
      data-tone="info"
      role="status"
    >
      {atFields && <ConflictErrors conflicts={conflicts} />}
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
                {messages['save.conflict'](
                  labelOf(pointerSegments(conflict.path)),
                  shownValue(conflict.theirs, messages),
                )}{' '}
                <ConflictChoice path={conflict.path} onResolve={onResolve} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
