'use client';

import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 600px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized (600 px or less); false where media queries are unknown (server, jsdom). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => (typeof window.matchMedia === 'function' ? subscribePhone(onChange) : () => {}),
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
    () => false,
  );
}
