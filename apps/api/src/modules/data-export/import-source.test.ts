import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { ImportSource } from './import-source';

const t = useTestApp();

describe('an import file read on a worker', () => {
  it('hands over its rows, and fails rather than waits once the worker is gone', async () => {
    const mary = clientFor(t, (await registerUser(t)).token);
    await mary.post('/api/environments', { name: 'Tent', type: 'tent', location: 'Cellar' });
    const { body } = await mary.call('GET', '/api/user/export');
    const source = await ImportSource.open(Buffer.from(JSON.stringify(body)));
    expect(source.count('environments')).toBe(1);
    const pages = [];
    for await (const page of source.rows('environments', 10)) pages.push(page);
    expect(pages).toEqual([[expect.objectContaining({ name: 'Tent', location: 'Cellar' })]]);

    await source.close();
    await expect(source.rows('environments', 10).next()).rejects.toThrow(/import worker/);
  });

  it('answers a file that is no export with its 422', async () => {
    await expect(ImportSource.open(Buffer.from('{"format":"other"}'))).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
