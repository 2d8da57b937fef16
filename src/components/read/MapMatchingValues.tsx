'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { MappingPromptView } from '../../core/buildRevisionObjects.ts';
import type { ValueMatch } from '../../core/matchValues.ts';
import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link MapMatchingValues}. */
export interface MapMatchingValuesProps {
  prompt: MappingPromptView;
  /** The field's value paired with each app value that has a partner (core's `matchValues`). */
  pairs: ReadonlyMap<string, ValueMatch>;
  saved: Record<string, string>;
  onMap: (matches: [appValue: string, providerValue: string][]) => void;
}

/**
 * "Map matching values": maps every unmapped app value of a prompt whose partner is sure (the same value however
 * written, or a synonym or translation of it); the others are offered row by row.
 */
export function MapMatchingValues({ prompt, pairs, saved, onMap }: MapMatchingValuesProps) {
  const messages = useMessages();
  const hintId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const [done, setDone] = useState<[string, string][]>();
  const current = (appValue: string) => (Object.hasOwn(saved, appValue) ? saved[appValue] : undefined);
  const matches = [...pairs].flatMap(([appValue, pair]): [string, string][] =>
    pair.sure && !current(appValue) ? [[appValue, pair.value]] : [],
  );

  // The button goes away with what it did: its report takes focus.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  // Gone once the values change back (Discard) or on.
  const shown = done?.every(([appValue, value]) => current(appValue) === value);
  return (
    <>
      {matches.length > 0 && (
        <div className="ric-values-suggest">
          <button
            type="button"
            className="ric-button"
            aria-describedby={hintId}
            onClick={() => {
              onMap(matches);
              setDone(matches);
            }}
          >
            {messages['mappings.valuesMapMatching']}
          </button>
          <span id={hintId} className="ric-hint">
            {messages['mappings.valuesMapMatchingHint'](matches.length, prompt.displayName)}
          </span>
        </div>
      )}
      <p ref={status} className="ric-hint" role="status" tabIndex={-1}>
        {done && shown ? messages['mappings.valuesMatched'](done.length, prompt.displayName) : ''}
      </p>
    </>
  );
}
