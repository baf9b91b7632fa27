import { parseDecimal, quantityFromName, valuesResult } from './quantity';
import type { ParseResult } from './types';

/**
 * ESPHome's MQTT client publishes each sensor's state alone, as text (`23.4`), on
 * `<topic_prefix>/sensor/<object_id>/state` (esphome.io/components/mqtt, "state topic";
 * MQTTComponent::get_default_topic_for_ in esphome/components/mqtt/mqtt_component.cpp). Units
 * are the ones ESPHome's sensors report (°C, %, lx), taken as they are.
 */

/** A configured base without the trailing slash some people type. */
export function trimBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/**
 * The object id in `<base>/sensor/<object_id>/state`, the topic shape ESPHome and Home
 * Assistant's mqtt_statestream share; null for any other topic.
 */
export function objectIdOfStateTopic(base: string, topic: string): string | null {
  const prefix = `${trimBase(base)}/sensor/`;
  if (!topic.startsWith(prefix) || !topic.endsWith('/state')) return null;
  const objectId = topic.slice(prefix.length, -'/state'.length);
  return /^[^/+#]+$/.test(objectId) ? objectId : null;
}

/** One ESPHome sensor state. A failed read is published as `nan`: refused like any non-number. */
export function parseEsphome(base: string, topic: string, payload: Buffer): ParseResult {
  const objectId = objectIdOfStateTopic(base, topic);
  if (objectId === null) return { ok: false, reason: 'malformed' };
  const value = parseDecimal(payload.toString('utf8'));
  if (value === null) return { ok: false, reason: 'bad_value' };
  return valuesResult(
    [{ channel: objectId, value, quantity: quantityFromName(objectId) }],
    undefined,
    true,
  );
}
