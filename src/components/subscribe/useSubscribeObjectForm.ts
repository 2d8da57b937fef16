import { type UseFormReturn, useFormContext } from 'react-hook-form';
import type { SubscribeObjectConfig } from '../../schemas/config.ts';

/**
 * The subscribe object form an editor part works on: react-hook-form's context, which `<SubscribeObjectEditor>`
 * provides (`<FormProvider {...useObjectConfigForm({ action: 'subscribe', objectName }).form}>` for a host's own).
 */
export function useSubscribeObjectForm(): UseFormReturn<SubscribeObjectConfig> {
  const form = useFormContext<SubscribeObjectConfig>() as UseFormReturn<SubscribeObjectConfig> | null;
  if (!form) {
    throw new Error(
      "react-integration-config: the subscribe editor parts edit the form of useObjectConfigForm({ action: 'subscribe' }): render them inside react-hook-form's <FormProvider {...form}>, as <SubscribeObjectEditor> does.",
    );
  }
  return form;
}
