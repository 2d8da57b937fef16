'use client';

import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { missingRequiredMappings } from '../../core/missingRequiredMappings.ts';
import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link NeedsAttentionNotice}. */
export interface NeedsAttentionNoticeProps {
  view: ReadObjectView;
  /** The mapping rows are drawn (the field lists are built): the button has a control to go to. */
  fieldsReady: boolean;
}

/**
 * Why the object list says "Needs attention", at the top of the read editor: the required app fields its saved
 * settings leave unmapped, and a button that moves focus to the first one's field. Nothing when none is missing.
 */
export function NeedsAttentionNotice({ view, fieldsReady }: NeedsAttentionNoticeProps) {
  const messages = useMessages();
  const missing = missingRequiredMappings(view);
  const [first] = missing;
  if (!first) return null;
  return (
    <div className="ric-notice" data-tone="info">
      <p>{messages['shell.needsAttentionCause'](missing.map((prompt) => prompt.displayName))}</p>
      {fieldsReady && (
        <button
          type="button"
          className="ric-button"
          onClick={(event) => {
            // The rows of the mapping editor follow the prompts' order; the row's combobox is its first input.
            const row = view.mappingPrompts.indexOf(first) + 1;
            event.currentTarget
              .closest('form')
              ?.querySelector<HTMLInputElement>(`.ric-mappings-list > li:nth-child(${row}) input`)
              ?.focus();
          }}
        >
          {messages['mappings.goTo'](first.displayName)}
        </button>
      )}
    </div>
  );
}
