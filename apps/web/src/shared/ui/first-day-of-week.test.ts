import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek, regionFirstDay, tableFirstDay } from './first-day-of-week';

const SUNDAY = 0;
const MONDAY = 1;

/** Every region the runtime has a name for, without the old codes it maps to new ones (BU → MM). */
function allRegions(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return letters
    .flatMap((first) => letters.map((second) => `${first}${second}`))
    .filter(
      (code) => names.of(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`,
    );
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => unknown; weekInfo?: unknown };
const runtimeHasWeekInfo = (() => {
  const locale = new Intl.Locale('en-US') as WeekInfoLocale;
  return Boolean(locale.getWeekInfo?.() ?? locale.weekInfo);
})();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first day of the week', () => {
  it('is Monday in German, whatever the browser says', () => {
    expect(firstDayOfWeek('de', ['en-US'])).toBe(MONDAY);
    expect(firstDayOfWeek('de', ['de-DE'])).toBe(MONDAY);
    expect(firstDayOfWeek('de', [])).toBe(MONDAY);
  });

  it("follows the reader's region in English", () => {
    expect(firstDayOfWeek('en', ['en-US', 'en'])).toBe(SUNDAY);
    expect(firstDayOfWeek('en', ['en-CA'])).toBe(SUNDAY);
    expect(firstDayOfWeek('en', ['en-GB'])).toBe(MONDAY);
    expect(firstDayOfWeek('en', ['en-IE'])).toBe(MONDAY);
    expect(firstDayOfWeek('en', ['en-DE'])).toBe(MONDAY);
    expect(firstDayOfWeek('en', ['en-AU'])).toBe(MONDAY);
    // The first tag that names a region tells where the reader is.
    expect(firstDayOfWeek('en', ['en', 'en-US'])).toBe(SUNDAY);
    expect(firstDayOfWeek('en', ['de-DE', 'en-US'])).toBe(MONDAY);
    expect(firstDayOfWeek('en', ['not a tag', 'en-JP'])).toBe(SUNDAY);
  });

  it('is Monday in English without any region', () => {
    expect(firstDayOfWeek('en', ['en'])).toBe(MONDAY);
    expect(firstDayOfWeek('en', [])).toBe(MONDAY);
  });

  it("reads the browser's languages by default", () => {
    vi.stubGlobal('navigator', { languages: ['en-GB', 'en'], language: 'en-GB' });
    expect(firstDayOfWeek('en')).toBe(MONDAY);
    vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
    expect(firstDayOfWeek('en')).toBe(SUNDAY);
    vi.stubGlobal('navigator', { languages: [], language: 'en-PH' });
    expect(firstDayOfWeek('en')).toBe(SUNDAY);
  });

  it('falls back to its own table where Intl has no week data (Firefox)', () => {
    const RealLocale = Intl.Locale;
    class LocaleWithoutWeekInfo {
      region: string | undefined;
      constructor(tag: string, options?: Intl.LocaleOptions) {
        this.region = new RealLocale(tag, options).region;
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { Locale: LocaleWithoutWeekInfo }));
    expect((new Intl.Locale('en-US') as WeekInfoLocale).weekInfo).toBeUndefined();
    expect(firstDayOfWeek('en', ['en-US'])).toBe(SUNDAY);
    expect(firstDayOfWeek('en', ['en-BR'])).toBe(SUNDAY);
    expect(firstDayOfWeek('en', ['en-GB'])).toBe(MONDAY);
    expect(firstDayOfWeek('en', ['ar-EG'])).toBe(6);
    expect(firstDayOfWeek('en', ['dv-MV'])).toBe(5);
  });

  it.runIf(runtimeHasWeekInfo)("keeps its table in step with the runtime's CLDR data", () => {
    const regions = allRegions();
    expect(regions.length).toBeGreaterThan(200);
    const differing = regions.filter((region) => tableFirstDay(region) !== regionFirstDay(region));
    expect(differing).toEqual([]);
  });
});
