'use client';

import { type UseFormReturn, useFormContext } from 'react-hook-form';
import type { Action, ObjectConfigByAction } from '../schemas/config.ts';

// The editor that provides the form of each action, named in the error of a part rendered outside one.
const EDITOR_OF: Record<Action, string> = {
  read: 'ReadObjectEditor',
  write: 'WriteObjectEditor',
  subscribe: 'SubscribeObjectEditor',
};

/**
 * The object form of `action` an editor part works on: react-hook-form's context, which the action's editor
 * provides (`<FormProvider {...useObjectConfigForm({ action, objectName }).form}>` when a host composes the parts
 * itself). Outside one it throws an error that says so, rather than failing on a `null` context.
 *
 * @example
 * const { control, setValue } = useActionForm('write');
 */
export function useActionForm<A extends Action>(action: A): UseFormReturn<ObjectConfigByAction[A]> {
  const form = useFormContext<ObjectConfigByAction[A]>() as UseFormReturn<ObjectConfigByAction[A]> | null;
  if (!form) {
    throw new Error(
      `react-integration-config: the ${action} editor parts edit the form of useObjectConfigForm({ action: '${action}' }): render them inside react-hook-form's <FormProvider {...form}>, as <${EDITOR_OF[action]}> does.`,
    );
  }
  return form;
}
