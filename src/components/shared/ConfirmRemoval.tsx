'use client';

import { useEffect, useId, useRef, useState } from 'react';

/** Props of {@link ConfirmRemoval}. */
export interface ConfirmRemovalProps {
  /** The button that asks ("Stop writing Contact"). */
  triggerLabel: string;
  title: string;
  /** Says what stops. */
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** A remove button that first asks, in place, for confirmation and says what stops; Escape cancels. */
export function ConfirmRemoval({
  triggerLabel,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmRemovalProps) {
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
      <div className="ric-remove">
        <button
          ref={removeRef}
          type="button"
          className="ric-button"
          data-variant="danger"
          onClick={() => setAsking(true)}
        >
          {triggerLabel}
        </button>
      </div>
    );
  }
  return (
    <div
      className="ric-remove ric-notice"
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
        <strong>{title}</strong>
      </p>
      <p id={bodyId}>{body}</p>
      <button
        type="button"
        className="ric-button"
        data-variant="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
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
        {cancelLabel}
      </button>
    </div>
  );
}
