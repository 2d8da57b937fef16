import { isJsonEqual } from '../core/isJsonEqual.ts';
import type { SaveStep } from '../core/planSave.ts';
import type { EditConflict } from '../core/rebaseEdit.ts';
import type { Installation } from '../schemas/installation.ts';
import {
  type AlongsideValue,
  type DraftValue,
  draftTarget,
  planTarget,
  storedValue,
  withValue,
} from './draftTargets.ts';
import { sameDraftValue } from './rebaseDraft.ts';

/** What the store holds of one target's edit. */
export interface HeldEdit {
  /** What the service stored when the user began (or what the last save of this edit sent). */
  readonly origin: DraftValue;
  /** The user's value (`undefined`: the object is not in the config). */
  readonly value: DraftValue;
  readonly conflicts: readonly EditConflict[];
  readonly holdsInput: boolean;
  /** Values of other targets stored in the same request (an undo of a settings change). */
  readonly alongside?: readonly AlongsideValue[];
  /** The edit undoes the last save. */
  readonly undo?: boolean;
}

/** The user's edit of one target, kept apart from the stored installation. */
export interface DraftEdit {
  /** What the service stored when the user began (or what the last save of this edit sent). */
  readonly origin: DraftValue;
  /** The user's value (`undefined`: the object is not in the config). */
  readonly value: DraftValue;
  /**
   * Settings changed elsewhere since the user began, to other values than the user's: `value` holds the user's
   * side, `theirs` the stored one; the edit is not saved until each is decided.
   */
  readonly conflicts: readonly EditConflict[];
  /** A part holds input that is no value yet (a half-typed cron): unsaved, and not saveable. */
  readonly holdsInput: boolean;
  /** Whether `steps` is not empty: `value` is not what is stored. Known without planning the steps. */
  readonly hasSteps: boolean;
  /** Whether `pending` is not empty, known the same way. */
  readonly hasPending: boolean;
  /**
   * The requests that store `value` on top of the base: planned on first read, once per edit or base change
   * (an edit of thousands of fields plans them when the preview or a save asks, not in the input's handler).
   */
  readonly steps: readonly SaveStep[];
  /** The same on top of the value a save in flight sends (what is left once it succeeds). */
  readonly pending: readonly SaveStep[];
}

const EMPTY: readonly never[] = [];

/** Marks that no save of the target is in flight (its sent value may be `undefined`: an object removed). */
export const NOT_SENDING: unique symbol = Symbol('not sending');

/** A function that computes `compute()` on its first call and returns that result from then on. */
function once<T>(compute: () => T): () => T {
  let result: { value: T } | undefined;
  return () => {
    result ??= { value: compute() };
    return result.value;
  };
}

/**
 * The edit as a snapshot shows it, with its requests planned lazily: `steps` on top of `base`, `pending` on top of
 * what a save in flight (`sending`) stores.
 */
export function planDraftEdit(
  base: Installation | null | undefined,
  key: string,
  held: HeldEdit,
  sending: DraftValue | typeof NOT_SENDING,
): DraftEdit {
  const { origin, conflicts, holdsInput } = held;
  const own = { origin, value: held.value, conflicts, holdsInput };
  if (!base) {
    return {
      ...own,
      hasSteps: false,
      hasPending: false,
      steps: EMPTY,
      pending: EMPTY,
    };
  }
  // Planned in the stored order of keyed lists: a filter removed and added again is no change.
  const stored = storedValue(base, key);
  const target = draftTarget(key);
  const same = sameDraftValue(key, held.value, stored);
  const value = same ? stored : held.value;
  const steps = once(() => planTarget(base, key, value, held.alongside));
  const saving = sending !== NOT_SENDING;
  const pending = once(() =>
    saving ? planTarget(withValue(base, key, sending), key, value, held.alongside) : steps(),
  );
  // An object's config differs from what is stored exactly where its plan has a step (any JSON difference is a
  // patch operation or a mask), so a comparison tells without planning. The settings, and values stored alongside,
  // are planned for it: their plan is small, and other targets can take part in it.
  const plansNow = target.kind === 'settings' || held.alongside !== undefined;
  const hasSteps = plansNow ? steps().length > 0 : !same;
  const hasPending = !saving ? hasSteps : plansNow ? pending().length > 0 : !isJsonEqual(value, sending);
  return {
    ...own,
    hasSteps,
    hasPending,
    get steps() {
      return steps();
    },
    get pending() {
      return pending();
    },
  };
}
