import type { ApiClient } from '../api/createApiClient.ts';
import { ApiError } from '../api/errors.ts';
import type { SaveStep } from '../core/planSave.ts';
import type { Installation } from '../schemas/installation.ts';
import type { DraftStore, SaveTicket } from './DraftStore.ts';
import { type DraftValue, draftKey, planTarget, storedValue } from './draftTargets.ts';
import { rebaseDraft, wasApplied } from './rebaseDraft.ts';
import { SaveError } from './SaveError.ts';

/** What a completed save run stored. */
export interface SaveRunResult {
  /** The installation as the service stored it. */
  installation: Installation;
  /** The target's value that was stored (the user's edit, rebased onto what was stored before). */
  sent: DraftValue;
  /** The target's value right before the save. */
  before: DraftValue;
  /** Other targets the same request stored whole (delete events with provider flows), as they were before. */
  alongside: { key: string; value: DraftValue }[];
  /** How many requests were sent (0: the service held the value already). */
  requests: number;
}

/** What a save run is given. */
export interface SaveRun {
  client: ApiClient;
  /** The installation's draft store: the fresh read becomes its base, so conflicts show where the user edits. */
  store: DraftStore;
  ticket: SaveTicket;
  installation: Pick<Installation, 'id' | 'integrationId'>;
  /** Skip the service's sample read of a read config (asked for after the sample read failed). */
  skipSampling?: boolean;
  /** Receives the fresh read before anything is sent (the hooks put it in the query cache). */
  onRead?: (installation: Installation) => void;
}

async function send(
  client: ApiClient,
  installation: SaveRun['installation'],
  step: SaveStep,
  skip?: boolean,
) {
  return step.kind === 'patchObject'
    ? client.patchInstallationObject({
        integrationId: installation.integrationId,
        installationId: installation.id,
        objectName: step.objectName,
        action: step.action,
        changes: step.changes,
      })
    : client.updateInstallation({
        integrationId: installation.integrationId,
        installationId: installation.id,
        updateMask: step.updateMask,
        installation: step.installation,
        skipSampling: skip ?? step.skipSampling,
      });
}

/**
 * Saves one target's edit: reads the installation fresh, rebases the edit on it (a setting changed elsewhere
 * since the user began stops the run: nothing is overwritten unseen), plans the smallest requests and sends them
 * in order. Fails with a {@link SaveError} naming the step.
 */
export async function runSave({
  client,
  store,
  ticket,
  installation,
  skipSampling,
  onRead,
}: SaveRun): Promise<SaveRunResult> {
  let fresh: Installation;
  try {
    fresh = await client.getInstallation({
      integrationId: installation.integrationId,
      installationId: installation.id,
    });
  } catch (cause) {
    throw new SaveError('read', { cause });
  }
  onRead?.(fresh);
  store.setBase(fresh);
  const before = storedValue(fresh, ticket.key);
  // After a save that got no answer, the fresh read tells whether it was applied: then the edit is relative to it.
  const origin =
    ticket.maybeSent !== undefined && wasApplied(ticket.key, ticket.origin, ticket.maybeSent, before)
      ? ticket.maybeSent
      : ticket.origin;
  const rebased = rebaseDraft(ticket.key, origin, ticket.submitted, before);
  if (rebased.conflicts.length > 0) throw new SaveError('rebase', { conflicts: rebased.conflicts });
  const sent = rebased.value;
  let steps: SaveStep[];
  try {
    // An undo's values of other targets, rebased the same way.
    const others = (ticket.alongside ?? []).map((other) => ({
      key: other.key,
      value: rebaseDraft(other.key, other.origin, other.value, storedValue(fresh, other.key)).value,
    }));
    steps = planTarget(fresh, ticket.key, sent, others);
  } catch (cause) {
    throw new SaveError('plan', { cause, sent });
  }
  // What else the request changes, so that an undo sends the inverse of all of it.
  const alongside = steps
    .flatMap((step) => (step.kind === 'updateInstallation' ? (step.replaces ?? []) : []))
    .map(({ action, objectName }) => draftKey({ kind: 'object', action, objectName }))
    .filter((key) => key !== ticket.key)
    .map((key) => ({ key, value: storedValue(fresh, key) }));
  let answer = fresh;
  for (const request of steps) {
    try {
      answer = await send(client, installation, request, skipSampling);
    } catch (cause) {
      // A refusal with a status was not applied; anything else (no answer, an unreadable one) may have been.
      throw new SaveError('send', { cause, request, sent, mayHaveApplied: !(cause instanceof ApiError) });
    }
  }
  return { installation: answer, sent, before, alongside, requests: steps.length };
}
