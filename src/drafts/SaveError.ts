import type { SaveStep } from '../core/planSave.ts';
import type { EditConflict } from '../core/rebaseEdit.ts';
import type { DraftValue } from './draftTargets.ts';

/** The steps of a save run, in order: read what is stored, rebase the edit on it, plan the requests, send them. */
export type SaveRunStep = 'read' | 'rebase' | 'plan' | 'send';

/**
 * A save that did not complete: which step failed, the request it failed on and the value it was sending, whether
 * the service may have stored it anyway (no answer came: it must be read again, never sent again blindly), and the
 * failure itself as `cause` (an `ApiError`, a `NetworkError`, ...).
 */
export class SaveError extends Error {
  override readonly name = 'SaveError';
  readonly step: SaveRunStep;
  /** The request the service refused or did not answer (step `send`). */
  readonly request: SaveStep | undefined;
  /** The target's value the run was storing (steps `plan` and `send`). */
  readonly sent: DraftValue;
  /** Whether the service may have applied `request`: it gave no answer, or one that could not be read. */
  readonly mayHaveApplied: boolean;
  /** Settings changed elsewhere since the user began, to decide before saving (step `rebase`). */
  readonly conflicts: readonly EditConflict[];

  constructor(
    step: SaveRunStep,
    details: {
      cause?: unknown;
      request?: SaveStep;
      sent?: DraftValue;
      mayHaveApplied?: boolean;
      conflicts?: readonly EditConflict[];
    },
  ) {
    super(details.cause instanceof Error ? details.cause.message : `Save failed at step ${step}`, {
      cause: details.cause,
    });
    this.step = step;
    this.request = details.request;
    this.sent = details.sent;
    this.mayHaveApplied = details.mayHaveApplied ?? false;
    this.conflicts = details.conflicts ?? [];
  }
}
