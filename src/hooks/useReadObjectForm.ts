import { type UseFormReturn, useFormContext } from 'react-hook-form';
import type { ReadObjectConfig } from '../schemas/config.ts';

/**
 * The read object form an editor part works on: react-hook-form's context, which `<ReadObjectEditor>` provides
 * (`<FormProvider {...useObjectConfigForm({ action: 'read', objectName }).form}>` when a host composes the
 * parts itself). Outside one it throws an error that says so, rather than failing on a `null` context.
 */
export function useReadObjectForm(): UseFormReturn<ReadObjectConfig> {
  const form = useFormContext<ReadObjectConfig>() as UseFormReturn<ReadObjectConfig> | null;
  if (!form) {
    throw new Error(
      "react-integration-config: the editor parts (FieldPicker, ScheduleEditor, ...) edit the form of useObjectConfigForm: render them inside react-hook-form's <FormProvider {...form}>, as <ReadObjectEditor> does.",
    );
  }
  return form;
}
