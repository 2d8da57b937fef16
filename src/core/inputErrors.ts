/** The error type the widget's parts give input that the form value cannot hold (see `useInputError`). */
export const INPUT_ERROR_TYPE = 'input';

/** An error of type `input` in a react-hook-form errors tree, with its path in the form values. */
export interface InputError {
  path: string[];
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The errors of type `input` a react-hook-form errors tree holds, at any depth. The parts set them, not the
 * resolver, so a validation run drops them unless they are carried over; any of them means the form holds input
 * that is not a value yet.
 */
export function inputErrors(errors: unknown, path: string[] = []): InputError[] {
  if (!isRecord(errors)) return [];
  if (errors.type === INPUT_ERROR_TYPE && typeof errors.message === 'string') {
    return [{ path, message: errors.message }];
  }
  // `ref` points at a DOM element; an error's own `type` is a string, a nested field named `type` is not.
  return Object.entries(errors).flatMap(([key, child]) =>
    key === 'ref' ? [] : inputErrors(child, [...path, key]),
  );
}
