'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRevisionObjects } from './useRevisionObjects.ts';

const MINUTE = 60_000;

/** Where the installation's subscription change stands, as {@link useSubscriptionProgress} reports it. */
export interface SubscriptionProgressState {
  /**
   * `in-progress` while the provider applies a saved subscribe change (`lastOperationStatus: in_progress`,
   * polled); then its outcome, until dismissed; `undefined` when there is nothing to say.
   */
  state: 'in-progress' | 'success' | 'failure' | undefined;
  /** The provider's id (`hubspot`); `progress.provider` words it. */
  provider: string;
  /** Whole seconds since the change was saved, while it is in progress; updated once a minute. */
  elapsedSeconds: number;
  /** Hides the outcome. */
  dismiss: () => void;
}

/**
 * The subscription change the provider is applying: since when (the save that started it), then its outcome. The
 * elapsed time is updated each time its minute count changes, by one timer that stops with the change or unmount.
 *
 * @example
 * const progress = useSubscriptionProgress();
 * if (progress.state === 'in-progress') return <p>Started {Math.floor(progress.elapsedSeconds / 60)} min ago</p>;
 */
export function useSubscriptionProgress(): SubscriptionProgressState {
  const { installation } = useRevisionObjects();
  const status = installation?.lastOperationStatus;
  const inProgress = status === 'in_progress';
  // Fixed when the change is first seen: the update time of the save that started it (a later save of another
  // setting moves the installation's update time, not the change's start).
  const [startedAt, setStartedAt] = useState<number | undefined>(undefined);
  const [outcome, setOutcome] = useState<'success' | 'failure' | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  if (inProgress && startedAt === undefined) {
    const saved = Date.parse(installation?.updateTime ?? '');
    setStartedAt(Number.isNaN(saved) ? Date.now() : saved);
    setOutcome(undefined);
  }
  if (!inProgress && startedAt !== undefined) {
    setStartedAt(undefined);
    // A status the contract does not list says nothing about the outcome.
    setOutcome(status === 'success' ? 'success' : status === 'failure' ? 'failure' : undefined);
  }

  useEffect(() => {
    if (startedAt === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      // Next when the count of minutes changes ("just now" turns "1 minute ago" at 60 s).
      timer = setTimeout(tick, MINUTE - (Math.max(0, current - startedAt) % MINUTE));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startedAt]);

  const dismiss = useCallback(() => setOutcome(undefined), []);
  return {
    state: inProgress ? 'in-progress' : outcome,
    provider: installation?.connection.provider || installation?.config.content.provider || '',
    // A clock behind the service's (or a render before the timer's first tick) counts from zero.
    elapsedSeconds: startedAt === undefined ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000)),
    dismiss,
  };
}
