// The dates src/client/english-date.ts writes in the browser are the ones the server writes with
// Node's Intl, as the theme asks for them: otherwise a page would not hydrate as it was rendered.
import { describe, expect, it } from 'vitest';
import { englishDateFormat } from '../src/client/english-date';

/** The option sets of the theme's last-updated line, blog post header and blog archive. */
const themeFormats: Intl.DateTimeFormatOptions[] = [
  { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', timeZone: 'UTC' },
];

const intl = (options: Intl.DateTimeFormatOptions, locale = 'en') =>
  new Intl.DateTimeFormat(locale, { calendar: 'gregory', ...options });

/** Every day of 2024, a leap year, at 23:59 UTC, which is already the next day east of UTC. */
const dayMs = 24 * 60 * 60 * 1000;
const daysOf2024 = Array.from(
  { length: 366 },
  (_, day) => new Date(Date.UTC(2024, 0, 1 + day, 23, 59)),
);

describe('englishDateFormat', () => {
  it.each(themeFormats)('writes every day as Intl does with %j', (options) => {
    const format = englishDateFormat('en', 'gregory', options);
    expect(format).toBeDefined();
    for (const date of daysOf2024) {
      expect(format?.format(date), date.toISOString()).toBe(intl(options).format(date));
    }
  });

  it('writes the years of the site, a timestamp and an early year as Intl does', () => {
    const options = themeFormats[0] ?? {};
    const format = englishDateFormat('en', 'gregory', options);
    const dates = [
      new Date(0),
      new Date('2021-08-26T00:00:00Z'),
      new Date('2026-11-28T12:00:00Z'),
      new Date('0005-03-01T00:00:00Z'),
    ];
    for (const date of dates) {
      expect(format?.format(date)).toBe(intl(options).format(date));
      expect(format?.format(date.getTime())).toBe(intl(options).format(date.getTime()));
    }
  });

  it('leaves a date before the year 1, and an invalid one, to Intl', () => {
    const options = themeFormats[1] ?? {};
    const format = englishDateFormat('en', 'gregory', options);
    const beforeYearOne = new Date(Date.UTC(0, 0, 1) - 400 * dayMs);
    expect(format?.format(beforeYearOne)).toBe(intl(options).format(beforeYearOne));
    expect(() => format?.format(Number.NaN)).toThrow(RangeError);
  });

  it('declines any other locale, calendar, time zone or options', () => {
    const [short = {}] = themeFormats;
    expect(englishDateFormat('fr', 'gregory', short)).toBeUndefined();
    expect(englishDateFormat('en', 'buddhist', short)).toBeUndefined();
    expect(englishDateFormat('en', 'gregory', { ...short, timeZone: undefined })).toBeUndefined();
    expect(englishDateFormat('en', 'gregory', { ...short, weekday: 'long' })).toBeUndefined();
    expect(englishDateFormat('en', 'gregory', { ...short, month: 'numeric' })).toBeUndefined();
    expect(englishDateFormat('en', 'gregory', { ...short, day: '2-digit' })).toBeUndefined();
    expect(englishDateFormat('en', 'gregory', { ...short, year: '2-digit' })).toBeUndefined();
    expect(englishDateFormat('en', 'gregory', {})).toBeUndefined();
  });
});
