/** The error type the widget's parts give input that the form value cannot hold (see `useInputError`). */
export const INPUT_ERROR_TYPE = 'input';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether a react-hook-form errors tree holds an error of type `input` at any depth. Such errors are set by the
 * parts, not by the resolver, so a validation run drops them: check before `trigger()`.
 */
export function hasInputError(errors: unknown): boolean {
  if (!isRecord(errors)) return false;
  if (errors.type === INPUT_ERROR_TYPE && typeof errors.message === 'string') return true;
  // `ref` points at a DOM element; an error's own `type` is a string, a nested field named `type` is not.
  return Object.entries(errors).some(([key, child]) => key !== 'ref' && hasInputError(child));
}
