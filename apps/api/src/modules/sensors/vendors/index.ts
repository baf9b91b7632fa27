import { subscriptionTopics, type TopicSource } from '@maryjane/contract/sensors';
import { parseEsphome } from './esphome';
import { parseStatestream } from './home-assistant';
import { parseShelly } from './shelly';
import { parseTasmota } from './tasmota';
import type { ParseResult } from './types';

export { subscriptionTopics };

/** One message from a device of `source` subscribed with `base`, read by its vendor's parser. */
export function parseMqttMessage(
  source: TopicSource,
  base: string,
  topic: string,
  payload: Buffer,
  now: Date = new Date(),
): ParseResult {
  switch (source) {
    case 'tasmota':
      return parseTasmota(payload);
    case 'esphome':
      return parseEsphome(base, topic, payload);
    case 'shelly':
      return parseShelly(base, topic, payload, now);
    case 'home_assistant':
      return parseStatestream(base, topic, payload);
  }
}

/**
 * Whether `topic` matches the subscription `filter` (MQTT 3.1.1 §4.7): `+` is exactly one level,
 * `#` (last) is the parent level and everything below it, and a wildcard in the first level
 * does not match the broker's own `$SYS/…` topics. A malformed filter matches nothing.
 */
export function topicMatches(filter: string, topic: string): boolean {
  const filterLevels = filter.split('/');
  const topicLevels = topic.split('/');
  if (topic.startsWith('$') && (filter.startsWith('+') || filter.startsWith('#'))) return false;
  for (const [index, level] of filterLevels.entries()) {
    if (level === '#') return index === filterLevels.length - 1;
    if (level.includes('#') || (level.includes('+') && level !== '+')) return false;
    const topicLevel = topicLevels[index];
    if (topicLevel === undefined) return false;
    if (level !== '+' && level !== topicLevel) return false;
  }
  return filterLevels.length === topicLevels.length;
}
