'use client';

import { lazy, Suspense } from 'react';
import type {
  ReadObjectView,
  SubscribeObjectView,
  WriteObjectView,
} from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { Installation } from '../../schemas/installation.ts';
import { ReadObjectEditor } from '../read/ReadObjectEditor.tsx';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PartFailed } from './PartFailed.tsx';

// The write and subscribe editors load when first opened: a read-only host does not ship them.
const WriteObjectEditor = lazy(() =>
  import('./editorParts.ts').then((m) => ({ default: m.WriteObjectEditor })),
);
const SubscribeObjectEditor = lazy(() =>
  import('./editorParts.ts').then((m) => ({ default: m.SubscribeObjectEditor })),
);

/** Props of {@link ObjectEditorSlot}. */
export interface ObjectEditorSlotProps {
  view: ReadObjectView | WriteObjectView | SubscribeObjectView;
  onSaved?: (installation: Installation) => void;
  onError?: (error: unknown) => void;
}

/** The editor of one object, by its action; a render error in it takes down only that editor. */
export function ObjectEditorSlot({ view, onSaved, onError }: ObjectEditorSlotProps) {
  const messages = useMessages();
  return (
    <ErrorBoundary
      onError={onError}
      fallback={(_error, reset) => (
        <PartFailed message={messages['shell.objectFailed'](view.displayName)} onRetry={reset} />
      )}
    >
      {view.action === 'read' ? (
        <ReadObjectEditor objectName={view.objectName} onSaved={onSaved} onError={onError} />
      ) : view.action === 'write' ? (
        <Suspense fallback={<LoadingSkeleton />}>
          <WriteObjectEditor objectName={view.objectName} onSaved={onSaved} onError={onError} />
        </Suspense>
      ) : (
        <Suspense fallback={<LoadingSkeleton />}>
          <SubscribeObjectEditor objectName={view.objectName} onSaved={onSaved} onError={onError} />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
