import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

// A duration in the locale's unit words ("2 Min., 5 Sek."); the English default keeps its short "2 min 5 s".
function duration(seconds: number, f: LocaleFormat): string {
  const minutes = Math.floor(seconds / 60);
  if (f.locale === undefined) return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(f.locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return minutes === 0
    ? unit(seconds, 'second')
    : `${unit(minutes, 'minute')} ${unit(seconds % 60, 'second')}`;
}

/** The subscription change in progress: its notice and its outcome. */
export const progressMessages = {
  'progress.updating': (provider: string) => `Updating the subscription at ${provider}…`,
  /** The time the change has taken so far, and when it started (an instant, shown in the user's time zone). */
  'progress.elapsed': (seconds: number, startedAt: number, f: LocaleFormat = english) =>
    `${duration(seconds, f)}, since ${f.dateTime(startedAt)}`,
  'progress.hint': 'This usually takes 1–2 minutes and at most 10. You can keep editing meanwhile.',
  'progress.success': (provider: string) => `The subscription at ${provider} is up to date.`,
  'progress.failure': (provider: string) =>
    `The subscription change at ${provider} failed. Check the settings and save again, or contact support.`,
  'progress.dismiss': 'Dismiss',
};
