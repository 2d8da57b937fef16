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

// 4 January 1970 (UTC) was a Sunday.
const englishWeekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The formats of a locale; without one, the built-in English formats. Intl formatters are made on first use
 * only: Chromium loads its number-format data on the first `Intl.NumberFormat`, about 10 ms of a first paint,
 * which the English counts ("5,000") do without.
 */
export function createLocaleFormat(locale?: string): LocaleFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  const dates = (options: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(options);
    const format = made.get(key) ?? new Intl.DateTimeFormat(locale ?? 'en', { timeZone: 'UTC', ...options });
    made.set(key, format);
    return format;
  };
  let numbers: Intl.NumberFormat | undefined;
  const numberFormat = () => {
    numbers ??= new Intl.NumberFormat(locale);
    return numbers;
  };
  return {
    locale,
    number: (value) =>
      locale === undefined ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : numberFormat().format(value),
    timeOfDay: (value) => {
      const [, hours, minutes] = /^(\d{1,2}):(\d{2})$/.exec(value) ?? [];
      return locale === undefined || minutes === undefined
        ? value
        : dates({ hour: 'numeric', minute: '2-digit' }).format(
            Date.UTC(1970, 0, 1, Number(hours), Number(minutes)),
          );
    },
    weekday: (day) =>
      locale === undefined
        ? (englishWeekdays[day] ?? String(day))
        : dates({ weekday: 'long' }).format(Date.UTC(1970, 0, 4 + day)),
    // Dates and times of the service are instants: shown in the user's time zone.
    date: (value) => dates({ dateStyle: 'medium', timeZone: undefined }).format(new Date(value)),
    dateTime: (value) =>
      dates({ dateStyle: 'medium', timeStyle: 'short', timeZone: undefined }).format(new Date(value)),
  };
}

/** The built-in English formats, used when no `locale` is given. */
export const englishFormat: LocaleFormat = createLocaleFormat();

/**
 * `defaults` with the host's `overrides` (only keys of `defaults`), each function given the formats after its
 * own arguments: at the position after the parameters of the default message (its `length` stops before the
 * defaulted `format` parameter), whatever the caller passed.
 */
export function withFormat<T extends object>(
  defaults: T,
  overrides: object | undefined,
  format: LocaleFormat,
): T {
  const formatted: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    const byDefault: unknown = Reflect.get(defaults, key);
    const message: unknown =
      overrides && Object.hasOwn(overrides, key) ? Reflect.get(overrides, key) : byDefault;
    const arity = typeof byDefault === 'function' ? byDefault.length : 0;
    formatted[key] =
      typeof message === 'function' && typeof byDefault === 'function'
        ? (...args: unknown[]) => {
            // Cut or padded (with `undefined`) to the default's parameters: a row's badges call these per render.
            args.length = arity;
            return message(...args, format);
          }
        : message;
  }
  return formatted as T;
}

/**
 * The catalogue of `defaults` for one Provider value, made once (host overrides applied, functions given the
 * locale's formats) and kept in `cache` for as long as that value lives.
 */
export function catalogueFor<T extends object>(
  cache: WeakMap<object, T>,
  context: { messageOverrides: object | undefined; locale: string | undefined },
  defaults: T,
): T {
  let catalogue = cache.get(context);
  if (!catalogue) {
    catalogue = withFormat<T>(defaults, context.messageOverrides, createLocaleFormat(context.locale));
    cache.set(context, catalogue);
  }
  return catalogue;
}
