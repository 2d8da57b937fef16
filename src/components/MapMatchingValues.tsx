import { useEffect, useId, useRef, useState } from 'react';
import type { FieldView, MappingPromptView } from '../core/buildRevisionObjects.ts';
import { matchValues } from '../core/matchValues.ts';
import { useMessages } from '../hooks/index.ts';

/** Props of {@link MapMatchingValues}. */
export interface MapMatchingValuesProps {
  prompt: MappingPromptView;
  field: FieldView;
  saved: Record<string, string>;
  onMap: (matches: [appValue: string, providerValue: string][]) => void;
}

/** "Map matching values": maps every unmapped app value of a prompt to the field's value of the same name. */
export function MapMatchingValues({ prompt, field, saved, onMap }: MapMatchingValuesProps) {
  const messages = useMessages();
  const hintId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const [done, setDone] = useState<[string, string][]>();
  const current = (appValue: string) => (Object.hasOwn(saved, appValue) ? saved[appValue] : undefined);
  const matches = [...matchValues(prompt.mappedValues, field.values)].filter(
    ([appValue]) => !current(appValue),
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
