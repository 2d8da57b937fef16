import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { useHasUnsavedChanges, useUnsavedChangesGuard } from '../../src/hooks/useUnsavedChangesGuard.ts';

/** The account read form under the unsaved-changes guard, with what the guard reports. */
export function renderGuardedAccountForm(wrapper: (props: { children: ReactNode }) => ReactNode) {
  return renderHook(
    () => {
      useUnsavedChangesGuard();
      return {
        editor: useObjectConfigForm({ action: 'read', objectName: 'account' }),
        unsaved: useHasUnsavedChanges(),
      };
    },
    { wrapper },
  );
}

/** Whether leaving the page now would be asked about (the guard cancels `beforeunload`). */
export function beforeUnloadIsPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
