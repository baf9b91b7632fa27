import { objectIdOfStateTopic } from './esphome';
import { parseDecimal, quantityFromName, valuesResult } from './quantity';
import type { ParseResult } from './types';

/**
 * Home Assistant's mqtt_statestream integration publishes every state change on
 * `<base_topic>/<domain>/<object_id>/state`, the state as plain text (`23.4`); only sensors
 * are read here (home-assistant.io/integrations/mqtt_statestream; home-assistant/core,
 * homeassistant/components/mqtt_statestream/__init__.py publishes `new_state.state` as is).
 */

/** Home Assistant's states for a sensor that has no value right now: nothing to store, no error. */
const NOT_REPORTING = new Set(['unknown', 'unavailable']);

/** One sensor state, as the entity id's channel (`sensor.tent_temperature`). */
export function parseStatestream(base: string, topic: string, payload: Buffer): ParseResult {
  const objectId = objectIdOfStateTopic(base, topic);
  if (objectId === null) return { ok: false, reason: 'malformed' };
  const text = payload.toString('utf8').trim();
  if (NOT_REPORTING.has(text)) return { ok: false, reason: 'no_values' };
  const value = parseDecimal(text);
  if (value === null) return { ok: false, reason: 'bad_value' };
  return valuesResult(
    [{ channel: `sensor.${objectId}`, value, quantity: quantityFromName(objectId) }],
    undefined,
    true,
  );
}
