'use client';

import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import type { SaveState } from '../../hooks/DraftForm.ts';
import { useHasStagedWrite } from '../../hooks/formDraft.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import './SaveBar.css';
import { usePhoneLayout } from '../../hooks/usePhoneLayout.ts';
import { ServiceDetails } from './ServiceDetails.tsx';
import { usePressedButton } from './usePressedButton.ts';

/** Props of {@link SaveBar}. */
export interface SaveBarProps {
  isDirty: boolean;
  pendingSummary: ChangeSummary[];
  saveState: SaveState;
  /** Words one change for the preview. */
  describeChange: (change: ChangeSummary) => string;
  onSave: (options?: { skipSampling?: boolean }) => void;
  onDiscard: () => void;
  /** Shown when the last save attempt stopped before sending (client-side validation). */
  invalid?: boolean;
  /** The server's messages about single fields, worded with the field's name (also shown next to the field). */
  fieldIssues?: string[];
  /** Offered after a successful save: sends the inverse of exactly what it stored. */
  onUndo?: () => void;
  /** Settings changed elsewhere that wait for the user's choice: Save waits for them, and the bar says so. */
  conflictCount?: number;
  /**
   * The form's `control`: a picker's write staged for its frame (see `useFieldSelection`) counts as unsaved, so
   * Save is there in the frame that shows the edit (a save commits it first).
   */
  formControl?: object;
  /** More of the status, after it while nothing is unsaved (the subscription's progress after a subscribe save). */
  statusDetail?: ReactNode;
}

/**
 * The bar covers the bottom of the editor as it scrolls; the editor's focusable elements keep this much scroll
 * margin (`--ric-savebar-height`), so the browser scrolls a focused one above the bar rather than under it (WCAG
 * 2.4.11).
 */
function useBarHeight(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = barRef.current;
    const editor = bar?.parentElement;
    if (!bar || !editor || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      editor.style.setProperty('--ric-savebar-height', `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      editor.style.removeProperty('--ric-savebar-height');
    };
  }, [barRef]);
}

/**
 * The unsaved-changes indicator, a plain-language preview of what Save sends, Save, Discard and save errors.
 * One compact line (status, preview on demand, Discard, Save) stuck to the bottom of the viewport while its editor
 * is in view, so Save is at hand anywhere in a long form and "Saved." appears where the user is; its height is published to the editor as `--ric-savebar-height`, which keeps focused
 * elements above it. Save and Discard are disabled while there is nothing to save; when the focused one turns
 * disabled (saving, saved, discarded), focus moves to the status text, which says what happened.
 */
export function SaveBar({
  isDirty: formDirty,
  pendingSummary,
  saveState,
  describeChange,
  onSave,
  onDiscard,
  invalid,
  fieldIssues = [],
  onUndo,
  formControl,
  conflictCount = 0,
  statusDetail,
}: SaveBarProps) {
  const messages = useMessages();
  const waitingWrite = useHasStagedWrite(formControl);
  const isDirty = formDirty || waitingWrite;
  const alertRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const saving = saveState.status === 'saving';
  const failed = saveState.status === 'error' && saveState.summary;

  useBarHeight(barRef);

  const { press, focusedButton } = usePressedButton();
  useLayoutEffect(() => {
    // A disabled button cannot hold focus (browsers drop it to the page), nor can one that is gone (Undo, once
    // pressed), and Tab would then start over from the top: the status, which now says "Saving…", "Saved.",
    // "Undone." or "No unsaved changes", takes it. Before paint.
    const active = focusedButton();
    if (active && (!active.isConnected || (active.disabled && barRef.current?.contains(active))))
      statusRef.current?.focus();
  });

  useEffect(() => {
    // Move focus to the error so keyboard and screen-reader users learn the save failed.
    if (failed) alertRef.current?.focus();
  }, [failed]);

  return (
    <section
      ref={barRef}
      className="ric-savebar"
      data-state={saving ? 'saving' : isDirty ? 'dirty' : 'clean'}
      aria-label={messages['save.previewTitle']}
    >
      <div className="ric-savebar-row">
        <p ref={statusRef} className="ric-savebar-status" aria-live="polite" tabIndex={-1}>
          {saving
            ? messages['save.saving']
            : conflictCount > 0
              ? messages['save.conflictsToResolve'](conflictCount)
              : isDirty
                ? messages['save.unsaved']
                : saveState.status === 'saved'
                  ? messages['save.saved']
                  : saveState.status === 'unchanged'
                    ? messages['save.unchanged']
                    : saveState.status === 'undone'
                      ? messages['save.undone']
                      : messages['save.noChanges']}
        </p>
        {!isDirty && !saving && statusDetail}
        {isDirty && pendingSummary.length > 0 && (
          // Opens on demand, inside the bar; the list is in the document either way (the region's text).
          <details className="ric-savebar-preview">
            <summary>
              {messages['save.previewTitle']} <span className="ric-badge">{pendingSummary.length}</span>
            </summary>
            <PreviewList changes={pendingSummary} describeChange={describeChange} />
          </details>
        )}
        <div className="ric-savebar-actions">
          {onUndo && !saving && !isDirty && saveState.status === 'saved' && (
            <button type="button" className="ric-button" data-variant="quiet" onClick={press(onUndo)}>
              {messages['save.undo']}
            </button>
          )}
          <button
            type="button"
            className="ric-button"
            onClick={press(onDiscard)}
            disabled={!isDirty || saving}
          >
            {messages['save.discard']}
          </button>
          <button
            type="button"
            className="ric-button"
            data-variant="primary"
            onClick={press(() => onSave())}
            disabled={!isDirty || saving || conflictCount > 0}
            aria-busy={saving}
          >
            {saving ? messages['save.saving'] : messages['save.save']}
          </button>
        </div>
      </div>
      {invalid && !failed && (
        <p className="ric-field-error" role="alert">
          {messages['save.invalid']}
        </p>
      )}
      {failed && saveState.summary && (
        <SaveFailure
          alertRef={alertRef}
          saveState={saveState}
          summary={saveState.summary}
          issues={[...fieldIssues, ...saveState.formIssues]}
          onSkipSampling={() => {
            // This button goes with the error once saving starts; the status says what happens next.
            statusRef.current?.focus();
            onSave({ skipSampling: true });
          }}
        />
      )}
    </section>
  );
}

/**
 * The preview's entries, each worded by `describeChange`; a new object is a group that folds, listing what it will
 * store (its fields, mappings, schedule, filters, history, defaults or events).
 */
function PreviewList({
  changes,
  describeChange,
}: {
  changes: ChangeSummary[];
  describeChange: (change: ChangeSummary) => string;
}) {
  return (
    <ul>
      {changes.map((change, index) => (
        // Changes have no identity of their own; the list is rebuilt whole on every edit.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          {change.kind === 'objectAdded' && change.settings?.length ? (
            <details open>
              <summary>{describeChange(change)}</summary>
              <PreviewList changes={change.settings} describeChange={describeChange} />
            </details>
          ) : (
            describeChange(change)
          )}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link SaveFailure}. */
interface SaveFailureProps {
  alertRef: RefObject<HTMLDivElement | null>;
  saveState: SaveState;
  summary: NonNullable<SaveState['summary']>;
  /** The issues worded for the user (each field's also shown at the field). */
  issues: string[];
  onSkipSampling: () => void;
}

/**
 * A failed save's alert: its title, and under it, folding away (closed at first on a phone, so the bar leaves the
 * form in view), the reason, the issues, the offer to save without the test read and the details for support.
 */
function SaveFailure({ alertRef, saveState, summary, issues, onSkipSampling }: SaveFailureProps) {
  const messages = useMessages();
  const phone = usePhoneLayout();
  return (
    <div className="ric-savebar-error" role="alert" tabIndex={-1} ref={alertRef}>
      <details open={!phone}>
        <summary>
          <strong>{messages['save.failedTitle']}</strong>
          {!phone && `: ${summary.title}`}
        </summary>
        {phone && <p>{summary.title}</p>}
        {issues.length > 0 && (
          <ul>
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
        {summary.canSkipSampling && (
          <p>
            {messages['save.skipSamplingHint']}{' '}
            <button type="button" className="ric-button" onClick={onSkipSampling}>
              {messages['save.skipSampling']}
            </button>
          </p>
        )}
        <ServiceDetails error={saveState.error} requestId={summary.requestId} />
      </details>
    </div>
  );
}
