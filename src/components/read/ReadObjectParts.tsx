'use client';

import type { ReactNode } from 'react';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useDrawnLater } from '../../hooks/useDrawnLater.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import {
  BackfillEditor,
  FieldMappingEditor,
  FieldPicker,
  FilterEditor,
  ScheduleEditor,
  SkippedFieldsNote,
  ValueMappingEditor,
} from '../widget/lazyParts.tsx';
import { EnabledToggle } from './EnabledToggle.tsx';
import { NeedsAttentionNotice } from './NeedsAttentionNotice.tsx';

/** Props of {@link ReadObjectParts}. */
export interface ReadObjectPartsProps {
  view: ReadObjectView;
  /**
   * Whether the object's field lists are built (`useFieldListsReady`). Until then the sections that show fields
   * (fields, mappings, filters) are busy; the switch, schedule and history are there already.
   */
  fieldsReady: boolean;
}

/**
 * The sections of a read object's form, in order: enabled (the form's first control), fields, mappings, schedule,
 * history, filters. The sections below the fields are drawn once the fields are painted, or their loading state
 * while the provider's fields load (`useDrawnLater`): the field rows, the first screen, do not wait for them;
 * meanwhile each stands busy under its heading.
 */
export function ReadObjectParts({ view, fieldsReady }: ReadObjectPartsProps) {
  const messages = useMessages();
  const busy = !fieldsReady || undefined;
  // The first view: the field rows, or while the provider's fields load, the form drawn from the manifest.
  const drawn = useDrawnLater(fieldsReady || view.fieldsLoading);
  const section = (title: string, content: ReactNode, fieldsShown = false) => (
    <div className="ric-section" aria-busy={!drawn || (fieldsShown && busy) || undefined}>
      <h3>{title}</h3>
      {drawn && (!fieldsShown || fieldsReady) ? content : <LoadingSkeleton line />}
    </div>
  );
  return (
    <>
      <EnabledToggle />
      <NeedsAttentionNotice view={view} fieldsReady={fieldsReady} />
      <div className="ric-section" aria-busy={busy}>
        <h3>{messages['read.section.fields']}</h3>
        {fieldsReady ? (
          <>
            <SkippedFieldsNote view={view} />
            <FieldPicker view={view} />
          </>
        ) : (
          <LoadingSkeleton />
        )}
      </div>
      {fieldsReady &&
        view.mappingPrompts.length > 0 &&
        section(
          messages['read.section.mappings'],
          <>
            <FieldMappingEditor view={view} />
            <ValueMappingEditor view={view} />
          </>,
        )}
      {section(messages['read.section.schedule'], <ScheduleEditor view={view} />)}
      {section(messages['read.section.backfill'], <BackfillEditor view={view} />)}
      {section(messages['read.section.filters'], <FilterEditor view={view} />, true)}
    </>
  );
}
