'use client';

import { useCallback } from 'react';
import type { Installation } from '../schemas/installation.ts';
import type { SaveResult } from './DraftForm.ts';

/**
 * A `report(result)` that hands the outcome of a save (or an undo) to the host: the stored installation to
 * `onSaved`, the error of a failed one to `onError`; nothing for a save that sent nothing (blocked, busy).
 *
 * @example
 * const report = useSaveOutcome(onSaved, onError);
 * const save = async () => report(await editor.save());
 */
export function useSaveOutcome(
  onSaved: ((installation: Installation) => void) | undefined,
  onError: ((error: unknown) => void) | undefined,
): (result: SaveResult) => void {
  return useCallback(
    (result: SaveResult) => {
      if (result.ok && result.installation) onSaved?.(result.installation);
      else if (!result.ok && result.reason === 'failed') onError?.(result.error);
    },
    [onSaved, onError],
  );
}
