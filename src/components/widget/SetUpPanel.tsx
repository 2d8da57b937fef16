'use client';

import { useId } from 'react';
import { useCreateInstallation } from '../../hooks/useCreateInstallation.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { describeError } from '../../messages/describeError.ts';
import { ServiceDetails } from '../shared/ServiceDetails.tsx';

/** Props of {@link SetUpPanel}. */
export interface SetUpPanelProps {
  integrationName: string;
  /** Called once the installation is created. */
  onCreated: () => void;
  onError?: (error: unknown) => void;
}

/** No installation yet: what setting one up does, and the button that creates it (with why it failed, if so). */
export function SetUpPanel({ integrationName, onCreated, onError }: SetUpPanelProps) {
  const messages = useMessages();
  const { create, canCreate, isPending, error } = useCreateInstallation();
  const summary = error ? describeError(error, messages, { nothingToKeep: true }) : undefined;
  const titleId = useId();
  return (
    <section className="ric-setup" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['shell.setUp.title'](integrationName)}</h2>
      <p>{canCreate ? messages['shell.setUp.body'] : messages['shell.setUp.noConnection']}</p>
      <button
        type="button"
        className="ric-button"
        data-variant="primary"
        disabled={!canCreate || isPending}
        aria-busy={isPending}
        onClick={() => void create().then(onCreated, (e: unknown) => onError?.(e))}
      >
        {messages['shell.setUp.action']}
      </button>
      {summary && (
        <div className="ric-notice" data-tone="danger" role="alert">
          <p>{summary.title}</p>
          <ServiceDetails error={error} requestId={summary.requestId} />
        </div>
      )}
    </section>
  );
}
