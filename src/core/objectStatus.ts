import type { ObjectStatus } from './revisionObjectViews.ts';

/** How an object stands: `error` when it cannot be edited, else by its saved config (none, disabled or not). */
export function objectStatus(
  saved: object | undefined,
  disabled: boolean | undefined,
  error?: string,
): ObjectStatus {
  if (error) return 'error';
  if (!saved) return 'notConfigured';
  return disabled ? 'disabled' : 'enabled';
}
