// The dates the theme writes, in English, without Intl.DateTimeFormat: "Nov 27, 2026" under a
// docs page, "November 27, 2026" on a blog post, "November 27" in the blog's archive. The first
// Intl.DateTimeFormat of a page has the browser load its date formats, 37-89 ms on this project's
// test machine without any slowdown, in the task that hydrates every guide and blog post; these
// are written from the date's UTC fields. test/english-date.test.ts checks them against Node's
// Intl, which renders the same dates on the server, for every day of a leap year.

/** What the theme needs of a date format. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

/** English's month names; each short name is a long one's first three letters. */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const shortMonthNames = monthNames.map((name) => name.slice(0, 3));

/**
 * How `new Intl.DateTimeFormat(locale, { calendar, ...options })` writes a date, for the English
 * month-and-day formats the theme uses, in UTC; undefined for any other locale, calendar or
 * options. A date before the year 1 (which English writes with an era) or an invalid one goes to
 * Intl itself.
 */
export function englishDateFormat(
  locale: string,
  calendar: string,
  options: Intl.DateTimeFormatOptions,
): DateFormat | undefined {
  const { day, month, year, timeZone, ...others } = options;
  if (locale !== 'en' || calendar !== 'gregory' || timeZone !== 'UTC') return undefined;
  if (Object.keys(others).length > 0 || day !== 'numeric') return undefined;
  if ((month !== 'short' && month !== 'long') || (year !== undefined && year !== 'numeric')) {
    return undefined;
  }
  const names = month === 'long' ? monthNames : shortMonthNames;
  return {
    format(date) {
      const at = new Date(date ?? Date.now());
      if (!(at.getUTCFullYear() >= 1)) {
        return new Intl.DateTimeFormat(locale, { calendar, ...options }).format(at);
      }
      const monthAndDay = `${names[at.getUTCMonth()]} ${at.getUTCDate()}`;
      return year === undefined ? monthAndDay : `${monthAndDay}, ${at.getUTCFullYear()}`;
    },
  };
}
