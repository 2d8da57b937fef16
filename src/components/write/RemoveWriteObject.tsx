import { useEffect, useId, useRef, useState } from 'react';
import { useEditorMessages } from '../../hooks/editorMessages.ts';

/** "Stop writing ‹object›", which first asks, in place, for confirmation and says what stops. */
export function RemoveWriteObject({
  objectLabel,
  settingsCount,
  onConfirm,
}: {
  objectLabel: string;
  settingsCount: number;
  onConfirm: () => void;
}) {
  const words = useEditorMessages();
  const titleId = useId();
  const bodyId = useId();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (returnFocus) {
      setReturnFocus(false);
      removeRef.current?.focus();
    }
  }, [asking, returnFocus]);

  if (!asking) {
    return (
      <div className="ric-write-remove">
        <button
          ref={removeRef}
          type="button"
          className="ric-button"
          data-variant="danger"
          onClick={() => setAsking(true)}
        >
          {words['write.remove'](objectLabel)}
        </button>
      </div>
    );
  }
  return (
    <div
      className="ric-write-remove ric-notice"
      data-tone="danger"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          setAsking(false);
          setReturnFocus(true);
        }
      }}
    >
      <p id={titleId}>
        <strong>{words['write.removeConfirmTitle'](objectLabel)}</strong>
      </p>
      <p id={bodyId}>{words['write.removeConfirmBody'](objectLabel, settingsCount)}</p>
      <button
        type="button"
        className="ric-button"
        data-variant="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {words['write.removeConfirm']}
      </button>{' '}
      <button
        ref={cancelRef}
        type="button"
        className="ric-button"
        onClick={() => {
          setAsking(false);
          setReturnFocus(true);
        }}
      >
        {words['write.removeCancel']}
      </button>
    </div>
  );
}
