// Intl's formatters, each made once per language and options and kept for the tab. Making one
// costs far more than using it (a few ms for a date-time format, where formatting is
// microseconds), and a tracker or a list formats dozens of values per render.
const made = new Map<string, unknown>();

function kept<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) => kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
  kept('list', locale, options, () => new Intl.ListFormat(locale, options));
