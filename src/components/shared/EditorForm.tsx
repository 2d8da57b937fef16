'use client';

import type { ReactNode, RefObject } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ConflictScope, type ConflictScopeProps } from './ConflictScope.tsx';

/** Props of {@link EditorForm}. */
export interface EditorFormProps<T extends FieldValues>
  extends Pick<ConflictScopeProps, 'conflicts' | 'onResolve' | 'labelOf' | 'describeValue'> {
  form: UseFormReturn<T>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Submitting the form (Enter in a field) saves, as the save bar's Save does. */
  onSave: () => void;
  children: ReactNode;
}

/** An object editor's form: its parts get the form and the conflicts (shown at their fields); Enter saves. */
export function EditorForm<T extends FieldValues>({
  form,
  formRef,
  onSave,
  children,
  ...conflicts
}: EditorFormProps<T>) {
  return (
    <FormProvider {...form}>
      <ConflictScope {...conflicts}>
        <form
          ref={formRef}
          className="ric-editor-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          {children}
        </form>
      </ConflictScope>
    </FormProvider>
  );
}
