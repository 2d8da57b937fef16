import type { Action } from '../../schemas/config.ts';

/** The key of the settings entry in the object list (no object's key: those hold a `:`). */
export const SETTINGS_KEY = 'settings';

/** The key of an object in the widget's list: its action and name. */
export const keyOf = (view: { action: Action; objectName: string }) => `${view.action}:${view.objectName}`;
