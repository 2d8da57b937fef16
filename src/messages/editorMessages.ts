import type { Worded } from '../core/Worded.ts';
import { backfillMessages } from './backfillMessages.ts';
import { filterMessages } from './filterMessages.ts';
import { objectMessages } from './objectMessages.ts';
import { progressMessages } from './progressMessages.ts';
import { settingsMessages } from './settingsMessages.ts';
import { subscribeMessages } from './subscribeMessages.ts';
import { writeMessages } from './writeMessages.ts';

/**
 * The words of the write, subscribe and settings editors (and of the read editor's rarely shown parts). Kept apart from the main catalogue so that they load
 * with those editors' lazy chunks; a host overrides them through the Provider's `messages` like any other.
 */
export const defaultEditorMessages = {
  ...objectMessages,
  ...backfillMessages,
  ...filterMessages,
  ...writeMessages,
  ...subscribeMessages,
  ...settingsMessages,
  ...progressMessages,
};

/** The type of the editors' catalogue: each key a string, or a function of its arguments to a string. */
export type EditorMessages = {
  [K in keyof typeof defaultEditorMessages]: Worded<(typeof defaultEditorMessages)[K]>;
};
