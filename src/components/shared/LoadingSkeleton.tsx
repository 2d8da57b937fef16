'use client';

import { useMessages } from '../../hooks/useMessages.ts';

/**
 * The classes of each size and weight of text the loaded screen shows: hints, the list's headings, buttons,
 * labels, section and editor titles. A browser looks a font up the first time some text needs it (on Linux a
 * round trip to fontconfig, a few ms each on a slow CPU); with a sample of each laid out unseen under the
 * skeleton, that happens while the data loads instead of in the frame that first draws the editor.
 */
const TYPE_SAMPLES = [
  'ric-hint',
  'ric-hint ric-nav-heading',
  'ric-button',
  'ric-nav-name',
  'ric-section-title',
  'ric-editor-title',
];

/**
 * What loads, in its shape: section cards of an editor, and with `withList` the object list beside them; with
 * `line`, one line (a short section), for the eye only. The words are for screen readers only; nothing spins.
 */
export function LoadingSkeleton({ withList = false, line = false }: { withList?: boolean; line?: boolean }) {
  const messages = useMessages();
  // A line stands in a section that says it is busy (`aria-busy`) beside the one loading status announced.
  if (line) {
    return (
      <div className="ric-loading" aria-hidden="true">
        <div>
          <i />
        </div>
      </div>
    );
  }
  const cards = (
    <div>
      <i />
      <i data-size="card" />
      <i data-size="card" />
    </div>
  );
  return (
    <>
      <div className="ric-loading" role="status" aria-busy="true">
        <span className="ric-visually-hidden">{messages['shell.loading']}</span>
        {withList ? (
          <div className="ric-layout" aria-hidden="true">
            <div>
              <i />
              <i />
              <i />
              <i />
              <i />
            </div>
            {cards}
          </div>
        ) : (
          cards
        )}
      </div>
      <span className="ric-visually-hidden" aria-hidden="true">
        {TYPE_SAMPLES.map((className) => (
          <span key={className} className={className}>
            a
          </span>
        ))}
      </span>
    </>
  );
}
