import { describe, expect, it } from 'vitest';
import { defaultMqttClientId, defaultShareGroup, loadConfig } from './config';

// Issue 32: several instances at one broker. Each its own client id (a broker throws out the
// older client of an id), the instances of one MaryJane one shared subscription group.
describe('MQTT identity of an instance', () => {
  it('is its own per machine and port, and the same after a restart', () => {
    expect(defaultMqttClientId(3000, 'tent-pi')).toBe('maryjane-tent-pi-3000');
    expect(defaultMqttClientId(3001, 'tent-pi')).not.toBe(defaultMqttClientId(3000, 'tent-pi'));
    expect(defaultMqttClientId(3000, 'web-2')).not.toBe(defaultMqttClientId(3000, 'web-1'));
    expect(loadConfig({ PORT: '3000' }).mqttClientId).toBe(
      loadConfig({ PORT: '3000' }).mqttClientId,
    );
  });

  it('fits what a broker takes, whatever the host name', () => {
    for (const host of ['grow.local', 'x'.repeat(80), 'Häuschen']) {
      expect(defaultMqttClientId(3000, host)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
    expect(defaultMqttClientId(3000, 'x'.repeat(80))).not.toBe(
      defaultMqttClientId(3000, 'y'.repeat(80)),
    );
  });

  it('shares the group with every instance of the same database, whoever signs in', () => {
    const group = defaultShareGroup('postgres://mj:secret@db.local:5432/maryjane');
    expect(defaultShareGroup('postgres://other:pw@db.local/maryjane?sslmode=require')).toBe(group);
    expect(defaultShareGroup('postgres://mj:secret@db.local:5432/club')).not.toBe(group);
    expect(defaultShareGroup('postgres://mj:secret@db2.local:5432/maryjane')).not.toBe(group);
    expect(group).toMatch(/^maryjane-[0-9a-f]{12}$/);
  });

  it('counts rate limits in Redis with the other instances of its database only', () => {
    const one = loadConfig({ DATABASE_URL: 'postgres://a@db.local/maryjane', PORT: '3000' });
    const two = loadConfig({ DATABASE_URL: 'postgres://b@db.local/maryjane', PORT: '3001' });
    const club = loadConfig({ DATABASE_URL: 'postgres://a@db.local/club' });
    expect(one.redisKeyPrefix).toBe(two.redisKeyPrefix);
    expect(club.redisKeyPrefix).not.toBe(one.redisKeyPrefix);
    expect(one.redisKeyPrefix).toMatch(/^mj:[0-9a-f]{12}:rl:$/);
  });

  it('takes the variables when they are set', () => {
    const config = loadConfig({ MQTT_CLIENT_ID: 'maryjane-a', MQTT_SHARE_GROUP: 'club' });
    expect(config).toMatchObject({ mqttClientId: 'maryjane-a', mqttShareGroup: 'club' });
    expect(() => loadConfig({ MQTT_SHARE_GROUP: 'a/b' })).toThrow(/MQTT_SHARE_GROUP/);
  });
});
