import { cronMessages } from '../core/cronMessages.ts';
import type { Worded } from '../core/Worded.ts';
import { changeMessages } from './changeMessages.ts';
import type { EditorMessages } from './editorMessages.ts';
import { errorMessages } from './errorMessages.ts';
import { fieldMessages } from './fieldMessages.ts';
import { mappingMessages } from './mappingMessages.ts';
import { readMessages } from './readMessages.ts';
import { saveMessages } from './saveMessages.ts';
import { scheduleMessages } from './scheduleMessages.ts';
import { shellMessages } from './shellMessages.ts';

/**
 * Every user-visible string of the widget and the hooks; override any of them through the Provider's `messages`.
 * A message function receives the raw values, then a {@link LocaleFormat} for the Provider's `locale` to
 * format numbers, times and dates with.
 */
export const defaultMessages = {
  ...errorMessages,
  ...fieldMessages,
  ...mappingMessages,
  ...scheduleMessages,
  // A custom schedule in words: the `cron.*` phrases of describeCronExpression (documented in cronMessages), in
  // the schedule editor and the save bar.
  ...cronMessages,
  ...shellMessages,
  ...readMessages,
  ...saveMessages,
  ...changeMessages,
};

/** The type of the full message catalogue: each key a string, or a function of its arguments to a string. */
export type Messages = { [K in keyof typeof defaultMessages]: Worded<(typeof defaultMessages)[K]> };

/** Overrides for some of the messages, the lazily loaded editors' ones included. */
export type MessageOverrides = Partial<Messages> & Partial<EditorMessages>;
