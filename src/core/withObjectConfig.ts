import type { Action, ConfigContent, ObjectConfig, ObjectConfigByAction } from '../schemas/config.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';

/** A config content with one object's config set (or, for write and subscribe, removed when `undefined`). */
export function withObjectConfig<A extends Action>(
  content: ConfigContent,
  action: A,
  objectName: string,
  config: ObjectConfigByAction[A] | undefined,
): ConfigContent {
  const section: { objects?: Readonly<Record<string, ObjectConfig>> } | undefined = content[action];
  const objects = { ...section?.objects };
  if (config === undefined) delete objects[objectName];
  else setOwnProperty(objects, objectName, config);
  // `config` is of `action`'s type (the signature says so), so the section holds configs of its action only.
  return { ...content, [action]: { ...section, objects } } as ConfigContent;
}
