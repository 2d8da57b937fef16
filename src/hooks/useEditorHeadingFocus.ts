'use client';

import { type RefObject, useEffect } from 'react';

/**
 * While `pending`, takes focus to the heading of the editor shown in `panel` (its child not hidden) as soon as
 * it is drawn, then calls `done`; unless the user has put focus somewhere else meanwhile.
 *
 * @example
 * useEditorHeadingFocus(panelRef, focusEditor, () => setFocusEditor(false));
 */
export function useEditorHeadingFocus(
  panel: RefObject<HTMLElement | null>,
  pending: boolean,
  done: () => void,
): void {
  useEffect(() => {
    if (!pending) return undefined;
    // The editor draws its heading once its form holds the new installation's values, which may be a render
    // of its own after this one: watched until it is there.
    const focusHeading = () => {
      const shown = Array.from(panel.current?.children ?? []).find(
        (child) => child instanceof HTMLElement && !child.hidden,
      );
      const heading = shown?.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      done();
      // Unless the user has put focus somewhere else meanwhile (the phone's object picker hands it on).
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ric-picker')) heading.focus();
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
}
