import type { TopicSource } from '@maryjane/contract/sensors';
import { subscriptionTopics, topicMatches } from './vendors';

/** A device MaryJane reads from a topic the grower named (issue 31). */
export interface TopicDevice {
  id: string;
  source: TopicSource;
  topic: string;
}

/**
 * Which device a message on the broker belongs to. Every device's topic filters end in at most
 * three levels below its topic (`<base>/sensor/<name>/state`), or are the topic itself
 * (Tasmota's `tele/<topic>/SENSOR`): a message is looked up under its topic without its last
 * two and three levels and as it is, not matched against every filter.
 */
export class TopicDirectory {
  private readonly byBase = new Map<string, TopicDevice[]>();
  readonly filters: ReadonlySet<string>;

  constructor(devices: TopicDevice[]) {
    const filters = new Set<string>();
    for (const device of devices) {
      const deviceFilters = subscriptionTopics(device.source, device.topic);
      for (const filter of deviceFilters) filters.add(filter);
      // Tasmota's one filter is a topic without wildcards: looked up as it is.
      const key =
        deviceFilters.length === 1 && !/[+#]/.test(deviceFilters[0] ?? '+')
          ? (deviceFilters[0] as string)
          : device.topic;
      this.byBase.set(key, [...(this.byBase.get(key) ?? []), device]);
    }
    this.filters = filters;
  }

  find(topic: string): TopicDevice | null {
    const levels = topic.split('/');
    const candidates = [topic, levels.slice(0, -2).join('/'), levels.slice(0, -3).join('/')];
    for (const candidate of candidates) {
      for (const device of this.byBase.get(candidate) ?? []) {
        const filters = subscriptionTopics(device.source, device.topic);
        if (filters.some((filter) => topicMatches(filter, topic))) return device;
      }
    }
    return null;
  }
}
