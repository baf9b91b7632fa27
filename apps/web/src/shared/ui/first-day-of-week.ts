import type { Language } from '@maryjane/contract/constants';
import { useTranslation } from 'react-i18next';

/** 0 Sunday … 6 Saturday: `Date#getUTCDay`'s numbers, as Mantine's `firstDayOfWeek` takes them. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;

const regionsFrom = (list: string, day: DayOfWeek) =>
  list.split(' ').map((region) => [region, day] as const);

/**
 * The regions whose weeks do not start on Monday (CLDR's weekData), for runtimes whose `Intl`
 * cannot tell (Firefox, some Node builds). Every other region starts on Monday.
 * first-day-of-week.test.ts checks the table against the runtime's CLDR data where it has some.
 */
const notMonday: Record<string, DayOfWeek> = Object.fromEntries([
  ...regionsFrom(
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO ' +
      'MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW',
    SUNDAY,
  ),
  ...regionsFrom('AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY', SATURDAY),
  ...regionsFrom('MV', FRIDAY),
]);

interface WeekInfo {
  /** 1 Monday … 7 Sunday. */
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** What the runtime's CLDR data says (`getWeekInfo()`, earlier the `weekInfo` getter), if any. */
function runtimeFirstDay(region: string): DayOfWeek | null {
  try {
    const locale = new Intl.Locale('und', { region }) as LocaleWithWeekInfo;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7
      ? ((firstDay % 7) as DayOfWeek)
      : null;
  } catch {
    return null;
  }
}

/** What the table above says for a region. */
export function tableFirstDay(region: string): DayOfWeek {
  return notMonday[region.toUpperCase()] ?? MONDAY;
}

/** The first day of the week in a region (`US`, `GB`): the runtime's data, else the table's. */
export function regionFirstDay(region: string): DayOfWeek {
  return runtimeFirstDay(region.toUpperCase()) ?? tableFirstDay(region);
}

/** The region of the first of the reader's language tags that names one (`en-GB` → `GB`). */
function readerRegion(tags: readonly string[]): string | null {
  for (const tag of tags) {
    try {
      const { region } = new Intl.Locale(tag);
      if (region) return region;
    } catch {
      // Not a language tag: look at the next one.
    }
  }
  return null;
}

/** The browser's language tags, most preferred first; none on the server. */
function browserLanguageTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The first day of a calendar week for the reader (issue 30). German: Monday (DIN 1355, ISO 8601),
 * whatever the browser. English: as where the reader is, told by the first of the browser's
 * languages that names a region: en-US, en-CA → Sunday, en-GB, en-IE, en-AU, and de-DE or fr-FR
 * beside English → Monday. Without any region (a bare `en`, or no browser) Monday: ISO 8601's
 * week, and the week of the German-speaking countries the app is made for; a bare `en` says
 * nothing of where its reader lives, and guessing the US from it would be no better founded.
 *
 * It reads the browser, so it may differ from what a server would render: use it where only the
 * browser renders (an opened date picker, a grid shown with a member's data).
 */
export function firstDayOfWeek(
  language: Language,
  languageTags: readonly string[] = browserLanguageTags(),
): DayOfWeek {
  if (language === 'de') return MONDAY;
  const region = readerRegion(languageTags);
  return region ? regionFirstDay(region) : MONDAY;
}

/** firstDayOfWeek for the current language. */
export function useFirstDayOfWeek(): DayOfWeek {
  const { i18n } = useTranslation();
  return firstDayOfWeek(i18n.language.startsWith('de') ? 'de' : 'en');
}
