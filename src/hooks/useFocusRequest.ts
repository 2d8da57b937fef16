'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Where focus goes after an action whose control goes away or is no longer the place to be. */
export type FocusTarget = 'form' | 'start' | 'invalid';

/** The places of an editor that a {@link FocusTarget} names. */
export interface FocusPlaces {
  /** The editor: a request is dropped if the user has put focus outside it meanwhile. */
  section: RefObject<HTMLElement | null>;
  form: RefObject<HTMLFormElement | null>;
  /** The button that adds the object to the config. */
  start: RefObject<HTMLButtonElement | null>;
}

const CONTROLS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The first control marked invalid in `container`; of a radio group, the checked radio. */
function firstInvalidControl(container: HTMLElement | null): HTMLElement | null {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  if (!(first instanceof HTMLInputElement) || first.type !== 'radio' || !container) return first;
  const group = container.querySelectorAll<HTMLInputElement>('input[type="radio"]');
  return Array.from(group).find((radio) => radio.name === first.name && radio.checked) ?? first;
}

/**
 * A `request(target)` that moves focus to `target` once the render it follows is committed (the control may only
 * appear, or only turn invalid, in it); unless the user has moved on to something else meanwhile.
 *
 * @example
 * const requestFocus = useFocusRequest({ section, form, start });
 * if (!result.ok && result.reason === 'invalid') requestFocus('invalid');
 */
export function useFocusRequest(places: FocusPlaces): (target: FocusTarget) => void {
  // A new object per request, so a repeated one (a second blocked save) is carried out too.
  const [request, setRequest] = useState<{ target: FocusTarget }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the places are refs, read when a request comes
  useEffect(() => {
    if (!request) return;
    // A save takes a while: the user may be elsewhere by then.
    const active = document.activeElement;
    if (active && active !== document.body && !places.section.current?.contains(active)) return;
    const target = {
      // The form replaces "Start": its first control says what starting did (the read editor's Enabled switch,
      // "on" with its description) and Tab goes on into the form from there.
      form: () => places.form.current?.querySelector<HTMLElement>(CONTROLS),
      // Discarding a never-saved object takes away the form and the save bar: "Start" is back. Otherwise there is
      // no start button, and the save bar's status takes focus from the disabled Discard.
      start: () => places.start.current,
      // A blocked save: the first control that needs attention, described by its error.
      invalid: () => firstInvalidControl(places.form.current),
    }[request.target]();
    target?.focus();
  }, [request]);
  return useCallback((target: FocusTarget) => setRequest({ target }), []);
}
