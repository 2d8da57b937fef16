'use client';

import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { SubscriptionProgressState } from '../../hooks/useSubscriptionProgress.ts';

/** Props of {@link SubscriptionProgress} and {@link SubscriptionProgressLine}. */
export interface SubscriptionProgressProps {
  /** What `useSubscriptionProgress` reports (one call for the notice and the line, so Dismiss hides both). */
  progress: SubscriptionProgressState;
}

/**
 * At the top of an editor whose save changes the subscription: "Subscribing to ‹provider›…", "Started 2 minutes
 * ago" while the provider applies it; then the outcome, until dismissed. Editing goes on meanwhile.
 */
export function SubscriptionProgress({ progress }: SubscriptionProgressProps) {
  const words = useEditorMessages();
  const { state } = progress;
  if (!state) return null;
  const provider = words['progress.provider'](progress.provider);
  if (state === 'in-progress') {
    return (
      <div className="ric-notice" data-tone="info" data-state={state}>
        {/* Announced once, politely; the elapsed time is not live, or it would be read out each minute. */}
        <p role="status">
          <strong>{words['progress.updating'](provider)}</strong>
        </p>
        <p>{words['progress.started'](progress.elapsedSeconds)}</p>
        <p className="ric-hint">{words['progress.hint']}</p>
      </div>
    );
  }
  const failed = state === 'failure';
  return (
    <div
      className="ric-notice"
      data-tone={failed ? 'danger' : 'info'}
      role={failed ? 'alert' : 'status'}
      data-state={state}
    >
      <p>
        {failed
          ? `${words['progress.failure'](provider)} ${words['progress.failureHint']}`
          : words['progress.success'](provider)}
      </p>
      <button type="button" className="ric-button" onClick={progress.dismiss}>
        {words['progress.dismiss']}
      </button>
    </div>
  );
}

/**
 * The same in the save bar, after its status, where the user is after saving: "Subscribing to ‹provider›…
 * started 2 minutes ago", then the outcome. Not live: the notice above announces it.
 */
export function SubscriptionProgressLine({ progress }: SubscriptionProgressProps) {
  const words = useEditorMessages();
  const { state } = progress;
  if (!state) return null;
  const provider = words['progress.provider'](progress.provider);
  return (
    <span className={state === 'failure' ? 'ric-field-error' : 'ric-hint'} data-state={state}>
      {state === 'in-progress'
        ? words['progress.line'](provider, progress.elapsedSeconds)
        : state === 'failure'
          ? words['progress.failure'](provider)
          : words['progress.success'](provider)}
    </span>
  );
}
