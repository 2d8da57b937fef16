import type { Action, ConfigContent, ObjectConfigByAction } from '../schemas/index.ts';
import { setOwnProperty } from './setOwnProperty.ts';

/** A config content with one object's config set (or, for write and subscribe, removed when `undefined`). */
export function withObjectConfig<A extends Action>(
  content: ConfigContent,
  action: A,
  objectName: string,
  config: ObjectConfigByAction[A] | undefined,
): ConfigContent {
  const update = <T>(objects: Record<string, T> | undefined, value: T | undefined): Record<string, T> => {
    const next = { ...objects };
    if (value === undefined) delete next[objectName];
    else setOwnProperty(next, objectName, value);
    return next;
  };
  const next: ConfigContent = { ...content };
  // Narrow by the runtime action; `config` has the matching type by the signature.
  const narrowed = config as ObjectConfigByAction[Action] | undefined;
  if (action === 'read') {
    next.read = {
      ...next.read,
      objects: update(next.read?.objects, narrowed as ObjectConfigByAction['read']),
    };
  } else if (action === 'write') {
    next.write = {
      ...next.write,
      objects: update(next.write?.objects, narrowed as ObjectConfigByAction['write']),
    };
  } else {
    next.subscribe = {
      ...next.subscribe,
      objects: update(next.subscribe?.objects, narrowed as ObjectConfigByAction['subscribe']),
    };
  }
  return next;
}
