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
  /** Whether the save bar's Save is enabled: Enter in a field saves only then. */
  canSave: boolean;
  children: ReactNode;
}

/**
 * An object editor's form: its parts get the form and the conflicts (shown at their fields); Enter in a field
 * saves while Save is enabled (a control that gives Enter a meaning of its own, such as adding an event name or
 * choosing an option, keeps it from the form).
 */
export function EditorForm<T extends FieldValues>({
  form,
  formRef,
  onSave,
  canSave,
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
          {/*
           * The form's default button, which Enter in a field presses (the browser's implicit submission): without
           * one, a form of several text fields is not submitted at all. Disabled while Save is, so Enter then does
           * nothing; the save bar's own Save is outside the form, and no one sees or reaches this one.
           */}
          <button type="submit" hidden disabled={!canSave} tabIndex={-1} />
        </form>
      </ConflictScope>
    </FormProvider>
  );
}
