'use client';

import { useMemo, useRef } from 'react';

/**
 * Which button holds the keyboard's focus, for a layout effect that moves the focus off a button its press has
 * disabled or removed. Some browsers (Chromium 150) take the focus from a button the moment it is disabled, before
 * the effect runs, and every browser does when it is removed: a button pressed while it had the focus then still
 * counts as focused, until its press's render is committed (the press's own update is synchronous; a timer after
 * it forgets the press).
 *
 * @example
 * const { press, focusedButton } = usePressedButton();
 * <button onClick={press(onSave)} disabled={saving}>Save</button>
 * useLayoutEffect(() => { if (focusedButton()?.disabled) status.current?.focus(); });
 */
export function usePressedButton() {
  const pressed = useRef<HTMLButtonElement | null>(null);
  return useMemo(
    () => ({
      /** A button's click handler that notes whether the button had the focus, then runs `act`. */
      press:
        (act: () => void) =>
        ({ currentTarget }: { currentTarget: HTMLButtonElement }) => {
          pressed.current =
            currentTarget.ownerDocument.activeElement === currentTarget ? currentTarget : null;
          act();
          setTimeout(() => {
            pressed.current = null;
          }, 0);
        },
      /** The focused button, or the button just pressed if the focus has since gone to the page (`isConnected` says
       * whether it was removed). */
      focusedButton(): HTMLButtonElement | null {
        const button = pressed.current;
        const active = button?.ownerDocument.activeElement ?? globalThis.document?.activeElement;
        if (active instanceof HTMLButtonElement) return active;
        return button && (!active || active === button.ownerDocument.body) ? button : null;
      },
    }),
    [],
  );
}
