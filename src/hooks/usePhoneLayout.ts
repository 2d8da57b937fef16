'use client';

import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 600px)';

let cached: { matchMedia: Window['matchMedia']; query: MediaQueryList } | undefined;
/**
 * The phone query's list, made once for each `matchMedia` (a test may put in its own): a list is live, while each
 * call makes and evaluates a new one, and the snapshot is read at every render of every part that asks.
 */
function phoneQuery(): MediaQueryList {
  if (cached?.matchMedia !== window.matchMedia)
    cached = { matchMedia: window.matchMedia, query: window.matchMedia(PHONE) };
  return cached.query;
}

function subscribePhone(onChange: () => void): () => void {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized (600 px or less); false where media queries are unknown (server, jsdom). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => (typeof window.matchMedia === 'function' ? subscribePhone(onChange) : () => {}),
    () => typeof window.matchMedia === 'function' && phoneQuery().matches,
    () => false,
  );
}
