'use client';

import { useEffect } from 'react';
import { type FieldPath, useFormState } from 'react-hook-form';
import { INPUT_ERROR_TYPE } from '../core/inputErrors.ts';
import type { ReadObjectConfig } from '../schemas/config.ts';
import { useActionForm } from './useActionForm.ts';

/** The message of the error at `name` (a schema, server or input error), if any. */
export function useFieldError(name: FieldPath<ReadObjectConfig>): string | undefined {
  const { control, getFieldState } = useActionForm('read');
  return getFieldState(name, useFormState({ control, name, exact: true })).error?.message || undefined;
}

/**
 * Keeps an error of type `input` at `name` while `message` is set, re-setting it after a validation run replaced
 * the form's errors, and clears it once `message` is gone or the part unmounts. Returns the error shown at `name`
 * (this one, or a schema or server error).
 */
export function useInputError(name: FieldPath<ReadObjectConfig>, message: string | undefined) {
  const { setError, clearErrors, getFieldState, control } = useActionForm('read');
  const formState = useFormState({ control, name, exact: true });
  const error = getFieldState(name, formState).error;

  useEffect(() => {
    if (message !== undefined) {
      if (error?.type !== INPUT_ERROR_TYPE || error.message !== message) {
        setError(name, { type: INPUT_ERROR_TYPE, message });
      }
    } else if (error?.type === INPUT_ERROR_TYPE) {
      clearErrors(name);
    }
  }, [name, message, error, setError, clearErrors]);

  useEffect(
    () => () => {
      if (getFieldState(name).error?.type === INPUT_ERROR_TYPE) clearErrors(name);
    },
    [name, getFieldState, clearErrors],
  );

  return error;
}
