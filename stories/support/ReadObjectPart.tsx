import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { InstallationScope } from '../../src/hooks/InstallationScope.tsx';
import { type ObjectConfigForm, useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { mockIds } from '../../src/mock/index.ts';
import '../../src/components/shared/theme.css';

const { salesforce } = mockIds;

/** Props of {@link ReadObjectPart}. */
export interface ReadObjectPartProps {
  integration?: string;
  /** The group whose installation is edited (default `org_acme`); ignored when `installationId` is given. */
  groupRef?: string;
  installationId?: string;
  connectionId?: string;
  /** The read object whose form the part edits. Default `account`. */
  objectName?: string;
  /** The part, given the object's real form (`useObjectConfigForm`) and view model. */
  children: (editor: ObjectConfigForm<'read'>, view: ReadObjectView) => ReactNode;
}

function Part({ objectName, children }: { objectName: string; children: ReadObjectPartProps['children'] }) {
  const editor = useObjectConfigForm({ action: 'read', objectName });
  if (editor.data.status === 'error') return <p role="alert">The object could not be loaded.</p>;
  // The part gets the object's view once its fields are there: drawn from the manifest while the hydrated
  // revision loads (`fieldsLoading`), it has no field names yet, and a play's first check could read API names
  // (the parts' own waiting in that state is tested in jsdom: partsWhileFieldsLoad.test.tsx).
  if (!editor.view || editor.view.fieldsLoading) {
    return (
      <p role="status" aria-busy="true">
        Loading…
      </p>
    );
  }
  return <FormProvider {...editor.form}>{children(editor, editor.view)}</FormProvider>;
}

/**
 * Story-only frame for one editor part: the widget's theme root, an installation scope (default: the Salesforce
 * installation of `org_acme`) and the object's form from the real hook, so the part shows fixture data.
 */
export function ReadObjectPart({
  integration = salesforce.integrationName,
  groupRef = salesforce.groupRef,
  connectionId = salesforce.connectionId,
  installationId,
  objectName = 'account',
  children,
}: ReadObjectPartProps) {
  return (
    <div className="ric-root" data-theme="light">
      <InstallationScope
        integration={integration}
        connectionId={connectionId}
        {...(installationId !== undefined ? { installationId } : { groupRef })}
      >
        <Part objectName={objectName}>{children}</Part>
      </InstallationScope>
    </div>
  );
}
