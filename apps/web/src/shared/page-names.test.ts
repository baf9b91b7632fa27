import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { pageNameOf } from './page-names';

const nameIn = (language: string, target: string) => {
  const page = pageNameOf(target);
  return page.kind === 'unknown' ? null : i18n.getFixedT(language)(page.label);
};

describe('pageNameOf', () => {
  it.each([
    ['/my/friends', 'Shared grows', 'Geteilte Grows'],
    ['/dashboard?cycle=3#sensors', 'Dashboard', 'Übersicht'],
    ['/setup-wizard', 'Setup wizard', 'Einrichtungsassistent'],
    ['/my/environments/', 'Environments', 'Umgebungen'],
    ['/my/inventory/seeds', 'Seeds', 'Samen'],
    ['/catalogue/supplies', 'Supplies', 'Verbrauchsmaterial'],
    ['/account-settings/security', 'Account settings', 'Kontoeinstellungen'],
    ['/guides/growing/nutrients', 'Nutrients', 'Dünger'],
  ])('names the page %s', (target, english, german) => {
    expect(pageNameOf(target).kind).toBe('page');
    expect(nameIn('en', target)).toBe(english);
    expect(nameIn('de', target)).toBe(german);
  });

  it.each([
    ['/my/grow-cycles/0b5f1f4e-6f1c-4a8e-9d43-2f4c3c1b7a10', 'Grow cycles'],
    ['/my/grow-cycles/0b5f1f4e-6f1c-4a8e-9d43-2f4c3c1b7a10/report', 'Grow cycles'],
    ['/my/grow-cycles/compare?ids=a,b', 'Grow cycles'],
    ['/my/plants/0b5f1f4e-6f1c-4a8e-9d43-2f4c3c1b7a10', 'Plants'],
    ['/recipes/cannabutter', 'Recipes'],
    ['/guides/setting-up/indoor-and-outdoors/indoor-outdoor-or-greenhouse', 'Indoor vs. outdoor'],
  ])('names the section of the page of one thing %s', (target, section) => {
    expect(pageNameOf(target)).toMatchObject({ kind: 'within' });
    expect(nameIn('en', target)).toBe(section);
  });

  it.each(['/nothing/here', '/my/inventory/spaceships', '/login', '', 'https://example.org/'])(
    'has no name for %j, never the raw path',
    (target) => {
      expect(pageNameOf(target)).toEqual({ kind: 'unknown' });
    },
  );
});
