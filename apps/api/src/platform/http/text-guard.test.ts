import type { Environment } from '@maryjane/contract/environments';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { controlCharacterPaths } from './text-guard';

// Issue 29, item 7: ESC and other control characters had been stored in names and written raw
// into iCalendar files and CSV.
const t = useTestApp({ seed: true });
let mary: Client;
const tent = { type: 'tent', location: 'Cellar' };

beforeAll(async () => {
  mary = clientFor(t, (await registerUser(t)).token);
});

describe('text with control characters', () => {
  it.each([
    ['ESC (a terminal colour)', 'Tent \u001b[31mred'],
    ['NUL', 'Tent\u0000'],
    ['a C1 character', 'Tent \u009b2J'],
    ['DEL', 'Tent\u007f'],
    ['a line break', 'Tent\nTwo'],
    ['a tab', 'Tent\tTwo'],
  ])('is refused in a name: %s', async (_what, name) => {
    expect(await mary.fieldErrors('POST', '/api/environments', { ...tent, name })).toEqual([
      { field: 'name', code: 'controlCharacters' },
    ]);
  });

  it('is refused in notes, where line breaks and tabs are welcome', async () => {
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        ...tent,
        name: 'Tent',
        notes: 'Fan on\u001b[2J',
      }),
    ).toEqual([{ field: 'notes', code: 'controlCharacters' }]);
    const made = await mary.post<Environment>('/api/environments', {
      ...tent,
      name: 'Tent',
      notes: 'Fan on\n\tlow\r\nfilter changed',
    });
    expect(made.notes).toBe('Fan on\n\tlow\r\nfilter changed');
  });

  it('is refused in a query and in a username, and nothing is written', async () => {
    const search = await mary.call('GET', '/api/strains?q=%1b%5b31m');
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual([
      expect.objectContaining({ field: 'q', code: 'controlCharacters' }),
    ]);
    const before = await mary.get<{ username: string }>('/api/user');
    expect(
      await mary.fieldErrors('PATCH', '/api/user/profile', { username: 'Mary\u001b' }),
    ).toEqual([{ field: 'username', code: 'controlCharacters' }]);
    expect((await mary.get<{ username: string }>('/api/user')).username).toBe(before.username);
  });

  it('finds every string that holds one, by its path', () => {
    expect(
      controlCharacterPaths({ a: 'ok\n', b: ['x', 'y\u0007'], c: { d: '\u001b' }, e: 5 }),
    ).toEqual([
      ['b', '1'],
      ['c', 'd'],
    ]);
  });
});
