import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';
import { providerWords } from './providerWords.ts';

// How long ago, in the locale's words (Intl.RelativeTimeFormat): "2 minutes ago", "1 hour ago"; under a minute
// "just now" in the English default, the locale's "now" otherwise.
function ago(seconds: number, f: LocaleFormat): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1 && f.locale === undefined) return 'just now';
  const words = new Intl.RelativeTimeFormat(f.locale ?? 'en', { numeric: 'auto' });
  return minutes < 1
    ? words.format(0, 'second')
    : minutes < 60
      ? words.format(-minutes, 'minute')
      : words.format(-Math.floor(minutes / 60), 'hour');
}

/** The subscription change in progress: its notice, its line in the save bar and its outcome. */
export const progressMessages = {
  /** The provider's name from its id (`hubspot` -> "HubSpot"); the other progress messages get its result. */
  'progress.provider': (provider: string) => providerWords(provider),
  'progress.updating': (provider: string) => `Subscribing to ${provider}…`,
  /** How long ago the change was saved, updated once a minute while it is shown. */
  'progress.started': (seconds: number, f: LocaleFormat = english) => `Started ${ago(seconds, f)}`,
  /** The save bar's line while the change is applied, after "Saved.". */
  'progress.line': (provider: string, seconds: number, f: LocaleFormat = english) =>
    `Subscribing to ${provider}… started ${ago(seconds, f)}`,
  'progress.hint': 'This usually takes 1–2 minutes and at most 10. You can keep editing meanwhile.',
  'progress.success': (provider: string) => `The subscription at ${provider} is up to date.`,
  'progress.failure': (provider: string) => `The subscription change at ${provider} failed.`,
  'progress.failureHint': 'Check the settings and save again, or contact support.',
  'progress.dismiss': 'Dismiss',
};
