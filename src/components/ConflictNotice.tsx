import type { FormConflict } from '../hooks/index.ts';
import { useMessages } from '../hooks/index.ts';

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  conflicts: FormConflict[];
  /** Names the setting at a conflict's path as the editor shows it. */
  labelOf: (path: string[]) => string;
  onResolve: (path: string, choice: 'mine' | 'theirs') => void;
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * The settings someone else changed while the user was editing them, each with "Keep mine" / "Use theirs":
 * such a change is never overwritten silently, and the save sends the rest meanwhile.
 */
export function ConflictNotice({ conflicts, labelOf, onResolve }: ConflictNoticeProps) {
  const messages = useMessages();
  if (conflicts.length === 0) return null;
  const show = (value: unknown) =>
    value === undefined
      ? messages['save.conflictNothing']
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return (
    <div className="ric-notice" data-tone="info" role="status">
      <p>
        <strong>{messages['save.conflictsTitle']}</strong>
      </p>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.path} data-path={conflict.path}>
            {messages['save.conflict'](labelOf(pointerSegments(conflict.path)), show(conflict.theirs))}{' '}
            <button type="button" className="ric-button" onClick={() => onResolve(conflict.path, 'mine')}>
              {messages['save.keepMine']}
            </button>{' '}
            <button type="button" className="ric-button" onClick={() => onResolve(conflict.path, 'theirs')}>
              {messages['save.useTheirs']}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
