import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded database in ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({
      driver: 'pglite',
      dataDir: path.join(path.resolve('data'), 'pglite'),
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
  });

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://mj:secret@db.local:5432/maryjane' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgresql://mj:secret@db.local:5432/maryjane',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.driver).toBe('pglite');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/maryjane'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['NODE_ENV', 'staging'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain(`${name}="${value}"`);
    expect((caught as ConfigError).problems).toHaveLength(1);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' })).toThrow(/PORT=.*\n.*LOG_LEVEL=/s);
  });
});
