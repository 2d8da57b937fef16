import type { Worded } from '../core/Worded.ts';

/**
 * The messages the hooks word themselves (load and save failures, the form's own checks), a part of
 * `defaultMessages` kept apart so that a headless import carries none of the widget's texts.
 */
export const errorMessages = {
  'error.network': 'Could not reach the server. Check your connection; your changes are kept.',
  'error.invalidResponse': 'The server sent an answer this page could not read. Your changes are kept.',
  'error.unknown': 'Something went wrong. Your changes are kept.',
  'error.requiredMapping': 'Choose a field for this mapping.',
  'error.duplicateMapping': (field: string) => `${field} is already mapped to another field.`,
  'error.unknownField': (field: string) => `${field} is not a field of this object.`,
  /**
   * The server answered with an error status but without words of its own for the user (a gateway's page, an
   * empty body, or only the status phrase of an `about:blank` problem).
   */
  'error.server': (status: number): string =>
    status >= 500 || status === 429
      ? 'The server is busy or not available right now. Your changes are kept; try again in a moment.'
      : status === 400 || status === 422
        ? 'The service did not accept these settings. Your changes are kept.'
        : 'The server could not handle this request. Your changes are kept.',
  /** The same failures where nothing was loaded yet, so there are no changes to keep. */
  'error.load.network': 'Could not reach the server. Check your connection and try again.',
  'error.load.invalidResponse': 'The server sent an answer this page could not read.',
  'error.load.unknown': 'Something went wrong.',
  'error.load.server': (status: number): string =>
    status >= 500 || status === 429
      ? 'The server is busy or not available right now. Try again in a moment.'
      : 'The server could not handle this request.',
  /** The server refused the value of a field; no rule of the contract says why. */
  'error.valueRejected': 'The server did not accept this value.',
  /** The session or API key was refused (401) or lacks access (403). */
  'error.auth': 'Your session ended. Sign in again, then save: your changes are kept.',
  'error.load.auth': 'Your session ended. Sign in again, then reload.',
  /** What the service refused, worded from the rule of the contract the setting falls under. */
  'error.rule.quotaOptimization':
    'Quota optimization needs a required watched field and not all fields watched.',
  'error.rule.deleteEvent': "Delete events don't work with the provider's flows.",
  'error.rule.providerOption': 'The provider does not support this option.',
  /** The server refused a setting that has no field on this form, without saying why. */
  'error.settingRejected': 'The server did not accept one of the settings.',
};

/** The part of the message catalogue the hooks use. */
export type ErrorMessages = { [K in keyof typeof errorMessages]: Worded<(typeof errorMessages)[K]> };
