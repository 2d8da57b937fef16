import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ProblemPlacement } from '../core/mapProblemToFields.ts';
import type { SaveStep } from '../core/planSave.ts';
import type { EditConflict } from '../core/rebaseEdit.ts';
import type { ErrorSummary } from '../messages/describeError.ts';
import type { Installation } from '../schemas/installation.ts';
import type { InstallationData } from './useRevisionObjects.ts';

/** Where a save stands. */
export interface SaveState {
  /**
   * `saved`: the last save stored the user's changes; `unchanged`: it sent nothing, the service held them already;
   * `undone`: the last save was undone.
   */
  status: 'idle' | 'saving' | 'saved' | 'unchanged' | 'undone' | 'error';
  /** The error of the last failed save (a `SaveError`, whose `cause` is the service's or the network's). */
  error: unknown;
  /** The same error summarized for display. */
  summary: ErrorSummary | undefined;
  /** Server issues that belong to no field of this form. */
  formIssues: string[];
}

/**
 * The outcome of `save()`. `reason` says why nothing (or not everything) was stored: `invalid`, the form did not
 * validate and nothing was sent; `conflicts`, settings changed elsewhere wait for the user's choice (nothing was
 * sent); `failed`, the service refused or could not be reached (the edits are kept); `noInstallation`, there is
 * nothing to save into yet; `busy`, a save of these edits is in flight, so nothing was sent and nothing changed
 * (edits made meanwhile are saved by the next save).
 */
export type SaveResult =
  | { ok: true; installation: Installation | undefined }
  | {
      ok: false;
      reason: 'invalid' | 'conflicts' | 'failed' | 'noInstallation' | 'busy';
      placement?: ProblemPlacement;
      error?: unknown;
    };

/**
 * A setting changed elsewhere since the user began editing it, to another value than the user's: the form holds
 * the user's value (`mine`), `theirs` is the stored one; `path` is a JSON Pointer (`''`: the whole object).
 */
export type FormConflict = EditConflict;

/** What every form hook returns: the form, its data, and how its edits are previewed, saved or discarded. */
export interface DraftForm<Values extends FieldValues> {
  /** The react-hook-form form, validated with the contract's schema. */
  form: UseFormReturn<Values>;
  /** Loading state of the installation and revision. */
  data: InstallationData;
  /** Whether the form can be edited and saved: data loaded, installation exists (and the object hydrated). */
  isReady: boolean;
  /**
   * Whether the form differs from what the service stores (or a save in flight will store). A `FieldPicker`
   * edit counts from the frame after the one that shows it; `save()` includes it either way.
   */
  isDirty: boolean;
  /** The requests `save()` would send now (`summarizeSaveSteps(pendingChanges)` words them for a preview). */
  pendingChanges: SaveStep[];
  /**
   * Validates, then sends `pendingChanges`; never drops the user's edits. `saveState` says `saving` at once (in the
   * frame of the click), and the requests (a fresh read of the installation, then the change) leave once that frame
   * is painted: the click's frame does not wait for their work.
   */
  save: (options?: { skipSampling?: boolean }) => Promise<SaveResult>;
  /** Discards the edits: back to the stored config. Does nothing while a save of them is in flight. */
  reset: () => void;
  saveState: SaveState;
  /** Settings changed elsewhere since the user began, to other values: nothing is saved until each is decided. */
  conflicts: FormConflict[];
  /** `mine` keeps the user's value (sent by the next save); `theirs` takes the stored one. */
  resolveConflict: (path: string, choice: 'mine' | 'theirs') => void;
  /** Whether the last successful save of this form can be undone. */
  canUndo: boolean;
  /** Sends the inverse of exactly what the last save stored (a setting changed since becomes a conflict). */
  undo: () => Promise<SaveResult>;
}
