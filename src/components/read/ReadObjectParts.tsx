'use client';

import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
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

/** The sections of a read object's form, in order: enabled (the form's first control), fields, mappings, schedule, history, filters. */
export function ReadObjectParts({ view, fieldsReady }: ReadObjectPartsProps) {
  const messages = useMessages();
  const busy = !fieldsReady || undefined;
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
      {fieldsReady && view.mappingPrompts.length > 0 && (
        <div className="ric-section">
          <h3>{messages['read.section.mappings']}</h3>
          <FieldMappingEditor view={view} />
          <ValueMappingEditor view={view} />
        </div>
      )}
      <div className="ric-section">
        <h3>{messages['read.section.schedule']}</h3>
        <ScheduleEditor view={view} />
      </div>
      <div className="ric-section">
        <h3>{messages['read.section.backfill']}</h3>
        <BackfillEditor view={view} />
      </div>
      <div className="ric-section" aria-busy={busy}>
        <h3>{messages['read.section.filters']}</h3>
        {fieldsReady ? <FilterEditor view={view} /> : <LoadingSkeleton line />}
      </div>
    </>
  );
}
