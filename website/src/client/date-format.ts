// Stands in, in the browser's bundle, for @docusaurus/theme-common's Intl helpers
// (plugins/date-format.ts): the same hooks, but the dates the theme writes in English are
// written by src/client/english-date.ts instead of an Intl.DateTimeFormat, which costs a page
// tens of milliseconds the first time. Any other locale, calendar or options get
// Intl.DateTimeFormat, as from the theme's own helpers.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { englishDateFormat, type DateFormat } from './english-date';

/** The calendar of the site's current locale. */
export function useCalendar(): string {
  const {
    i18n: { currentLocale, localeConfigs },
  } = useDocusaurusContext();
  const config = localeConfigs[currentLocale];
  if (config === undefined) throw new Error(`No locale config for ${currentLocale}`);
  return config.calendar;
}

/** A format of dates in the site's current locale and calendar, with `options`. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return (
    englishDateFormat(currentLocale, calendar, options) ??
    new Intl.DateTimeFormat(currentLocale, { calendar, ...options })
  );
}
