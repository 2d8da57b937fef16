import { type ConfigContent, type ObjectConfigByAction, savedObjectSchemas } from '../schemas/config.ts';
import { describeParseError } from './describeParseError.ts';
import { oncePerObject } from './oncePerObject.ts';
import { ownString } from './ownString.ts';
import { ownValue } from './ownValue.ts';
import type { ObjectFailure } from './revisionObjectViews.ts';

/** The saved config of one object, or why the object cannot be edited. */
export interface SavedObjectConfig<A extends keyof ObjectConfigByAction> {
  config: ObjectConfigByAction[A] | undefined;
  failure: ObjectFailure;
}

// Why a saved object config cannot be read (`''`: it can), once per config the query cache holds.
const savedObjectIssues = new WeakMap<object, string>();

function savedObjectIssue(action: keyof typeof savedObjectSchemas, objectName: string, raw: unknown): string {
  return oncePerObject(savedObjectIssues, raw, () => {
    // A config the service sends with an `error` of its own (`{ objectName, error }`) is unavailable for that reason.
    const error = ownString(raw, 'error');
    if (error) return error;
    const parsed = savedObjectSchemas[action].safeParse(raw);
    return parsed.success ? '' : describeParseError(parsed.error, [action, 'objects', objectName]);
  });
}

/**
 * The saved config of one object, checked on its own (the installation's schema keeps one that does not match
 * as sent, so that no save drops or rewrites it): the config, or why the object cannot be edited.
 */
export function savedObjectConfig<A extends keyof ObjectConfigByAction>(
  saved: ConfigContent | undefined,
  action: A,
  objectName: string,
): SavedObjectConfig<A> {
  const objects = saved?.[action]?.objects as Readonly<Record<string, ObjectConfigByAction[A]>> | undefined;
  const config = ownValue(objects, objectName);
  const issue = config === undefined ? '' : savedObjectIssue(action, objectName, config);
  return issue === ''
    ? { config, failure: { error: undefined, errorSource: undefined } }
    : { config: undefined, failure: { error: issue, errorSource: 'installation' } };
}
