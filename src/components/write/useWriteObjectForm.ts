import { type UseFormReturn, useFormContext } from 'react-hook-form';
import type { WriteObjectConfig } from '../../schemas/config.ts';

/**
 * The write object form an editor part works on: react-hook-form's context, which `<WriteObjectEditor>` provides
 * (`<FormProvider {...useObjectConfigForm({ action: 'write', objectName }).form}>` when a host composes the parts).
 */
export function useWriteObjectForm(): UseFormReturn<WriteObjectConfig> {
  const form = useFormContext<WriteObjectConfig>() as UseFormReturn<WriteObjectConfig> | null;
  if (!form) {
    throw new Error(
      "react-integration-config: the write editor parts edit the form of useObjectConfigForm({ action: 'write' }): render them inside react-hook-form's <FormProvider {...form}>, as <WriteObjectEditor> does.",
    );
  }
  return form;
}
