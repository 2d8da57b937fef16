'use client';

import { useMessages } from '../../hooks/useMessages.ts';

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
  );
}
