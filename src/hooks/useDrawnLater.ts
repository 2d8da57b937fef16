'use client';

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';
import { notOnServer, onServer, subscribeNothing } from './serverRender.ts';

/**
 * Whether the parts of a screen that come after its first view are drawn: false until `ready` (the first view's
 * parts are rendered) and the frame that shows them is painted, then true for good, set in a transition (rendered
 * in slices a slow CPU interleaves with input). The first view thus paints without waiting for what is below it.
 * On the server and while hydrating, true at once: the server's HTML holds every part, and hydration draws the same.
 *
 * @example
 * const drawn = useDrawnLater(fieldsReady);
 * return drawn ? <ScheduleEditor view={view} /> : <LoadingSkeleton line />;
 */
export function useDrawnLater(ready: boolean): boolean {
  const serverHtml = useSyncExternalStore(subscribeNothing, notOnServer, onServer);
  // Kept from the first render: hydrated parts stay drawn once the client's own snapshot says "not on the server".
  const [drawn, setDrawn] = useState(serverHtml);
  useEffect(() => {
    if (drawn || !ready) return undefined;
    return afterNextPaint(() => startTransition(() => setDrawn(true)));
  }, [drawn, ready]);
  return drawn;
}
