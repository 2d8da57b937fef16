'use client';

import { useEffect, useState } from 'react';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useRevisionObjects } from '../../hooks/useRevisionObjects.ts';

/**
 * While a subscribe change is applied at the provider (`lastOperationStatus: in_progress`, polled with backoff
 * by the installation query): "Updating the subscription at ‹provider›…" with the time it has taken so far; then
 * the outcome, until dismissed. Editing goes on meanwhile.
 */
export function SubscriptionProgress() {
  const words = useEditorMessages();
  const { installation, hydratedRevision } = useRevisionObjects();
  const status = installation?.lastOperationStatus;
  const inProgress = status === 'in_progress';
  // Counted from the change that started it (the installation's update time), or from when this page saw it.
  const [startedAt, setStartedAt] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  const [outcome, setOutcome] = useState<'success' | 'failure' | undefined>(undefined);
  const [wasInProgress, setWasInProgress] = useState(inProgress);
  if (inProgress && !wasInProgress) setWasInProgress(true);
  if (!inProgress && wasInProgress) {
    setWasInProgress(false);
    setOutcome(status === 'failure' ? 'failure' : 'success');
  }
  if (inProgress && startedAt === undefined) {
    const updated = installation?.updateTime ? Date.parse(installation.updateTime) : Number.NaN;
    setStartedAt(Number.isNaN(updated) ? now : Math.min(updated, now));
  }
  if (!inProgress && startedAt !== undefined) setStartedAt(undefined);

  useEffect(() => {
    if (!inProgress) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [inProgress]);

  const provider =
    hydratedRevision?.content.displayName ||
    installation?.connection.provider ||
    installation?.config.content.provider ||
    '';
  if (inProgress) {
    const since = startedAt ?? now;
    const seconds = Math.max(0, Math.round((now - since) / 1000));
    return (
      <div className="ric-notice ric-progress" data-tone="info" data-state="in-progress">
        {/* Announced once; the ticking time is not live, or it would be read out every second. */}
        <p role="status">
          <strong>{words['progress.updating'](provider)}</strong>
        </p>
        <p className="ric-progress-elapsed">{words['progress.elapsed'](seconds, since)}</p>
        <p className="ric-hint">{words['progress.hint']}</p>
      </div>
    );
  }
  if (!outcome) return null;
  return (
    <div
      className="ric-notice ric-progress"
      data-tone={outcome === 'failure' ? 'danger' : 'info'}
      role={outcome === 'failure' ? 'alert' : 'status'}
      data-state={outcome}
    >
      <p>
        {outcome === 'failure' ? words['progress.failure'](provider) : words['progress.success'](provider)}
      </p>
      <button type="button" className="ric-button" onClick={() => setOutcome(undefined)}>
        {words['progress.dismiss']}
      </button>
    </div>
  );
}
