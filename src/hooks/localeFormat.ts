/**
 * Formats numbers, times of day, weekdays and dates for the messages: the Provider passes one, made for its
 * `locale`, as the last argument of every message function (after the raw values).
 */
export interface LocaleFormat {
  /** The Provider's `locale` (a BCP 47 tag), or `undefined` for the built-in English formats. */
  readonly locale: string | undefined;
  /** A count with the locale's digit grouping ("5,000", "5 000"). */
  number(value: number): string;
  /** A time of day given as 24-hour `HH:MM`, the way the locale writes it ("14:30", "2:30 PM"). */
  timeOfDay(value: string): string;
  /** The name of a weekday, 0 = Sunday ... 6 = Saturday. */
  weekday(day: number): string;
  /** A calendar date. */
  date(value: Date | string | number): string;
  /** A date with its time. */
  dateTime(value: Date | string | number): string;
}

const englishWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// 4 January 1970 was a Sunday.
const weekdayDate = (day: number) => new Date(Date.UTC(1970, 0, 4 + day));

/**
 * The formats of a locale; without one, the built-in English formats. Intl formatters are made on first use
 * only: Chromium loads its number-format data on the first `Intl.NumberFormat`, about 10 ms of a first paint,
 * which the English counts ("5,000") do without.
 */
export function createLocaleFormat(locale?: string): LocaleFormat {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  const formatter = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T => {
    let made = cache.get(key);
    if (!made) {
      made = make();
      cache.set(key, made);
    }
    return made as T;
  };
  const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
    formatter(key, () => new Intl.DateTimeFormat(locale ?? 'en', options));
  return {
    locale,
    number: (value) =>
      locale === undefined
        ? String(value).replace(/\B(?=(\d{3})+$)/g, ',')
        : formatter('number', () => new Intl.NumberFormat(locale)).format(value),
    timeOfDay: (value) => {
      const match = /^(\d{1,2}):(\d{2})$/.exec(value);
      if (locale === undefined || !match) return value;
      const at = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
      return dateFormat('time', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
    },
    weekday: (day) =>
      locale === undefined
        ? (englishWeekdays[day] ?? String(day))
        : dateFormat('weekday', { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(day)),
    date: (value) => dateFormat('date', { dateStyle: 'medium' }).format(new Date(value)),
    dateTime: (value) =>
      dateFormat('dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
  };
}

/** The built-in English formats, used when no `locale` is given. */
export const englishFormat: LocaleFormat = createLocaleFormat();
