import type { Language } from '@maryjane/contract/constants';
import { addDays, todayIso } from '@maryjane/contract/dates';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { serverText, type TextKey } from '../../platform/server-text';
import { eventsOfEnvironment } from '../calendar/service';
import { latestOfEnvironment } from './service';

/**
 * Home Assistant's MQTT discovery (issue 31): each environment of a grower who switched it on
 * appears in Home Assistant as a device with four sensors (leaf VPD, phase, whether the climate
 * is on target, the next task), no YAML needed. Configs and states are retained, so Home
 * Assistant finds them whenever it starts.
 * https://www.home-assistant.io/integrations/mqtt/#mqtt-discovery
 */

/** What publishing needs of an MQTT client (mqtt.js's `publishAsync`). */
export interface Publisher {
  publishAsync(
    topic: string,
    payload: string,
    options: { qos: 0 | 1; retain: boolean },
  ): Promise<unknown>;
}

export const stateTopic = (environmentId: string) => `maryjane/ha/${environmentId}/state`;
const nodeId = (environmentId: string) => `maryjane_${environmentId.replaceAll('-', '')}`;

const entities = [
  { key: 'vpd', name: 'VPD', unit: 'kPa', stateClass: 'measurement', icon: 'mdi:water-percent' },
  { key: 'phase', name: 'Phase', icon: 'mdi:sprout' },
  { key: 'target_status', name: 'Climate', icon: 'mdi:thermometer-check' },
  { key: 'next_task', name: 'Next task', icon: 'mdi:calendar-check' },
] as const;

export const configTopic = (prefix: string, environmentId: string, key: string) =>
  `${prefix}/sensor/${nodeId(environmentId)}/${key}/config`;

export interface EnvironmentState {
  vpd: number | null;
  phase: string | null;
  target_status: 'ok' | 'outside' | 'unknown';
  next_task: string | null;
  next_task_date: string | null;
}

/** The environments of growers who publish to Home Assistant, with their owner and language. */
function publishedEnvironments(db: Database) {
  return queryRows<{ id: string; name: string; owner_id: string; language: Language }>(
    db,
    sql`select e.id, e.name, e.owner_id, u.language from environments e
        join users u on u.id = e.owner_id where u.home_assistant order by e.id`,
  );
}

/** What the four sensors show for an environment now. */
export async function environmentState(
  db: Database,
  environment: { id: string; owner_id: string; language: Language },
  now: Date,
): Promise<EnvironmentState> {
  // Every minute per environment: the newest readings only, not the dashboard's series.
  const readings = await latestOfEnvironment(db, environment.id);
  const judged = readings.latest.filter((reading) => reading.status !== 'unknown');
  const today = todayIso(now);
  const tasks = (
    await eventsOfEnvironment(db, environment.owner_id, environment.id, today, addDays(today, 60))
  )
    .filter((event) => event.kind === 'task' && event.end >= today)
    .sort((a, b) => a.start.localeCompare(b.start));
  const next = tasks[0];
  return {
    vpd: readings.latest.find((reading) => reading.metric === 'vpd')?.value ?? null,
    phase: readings.phase,
    target_status:
      judged.length === 0
        ? 'unknown'
        : judged.every((reading) => reading.status === 'ok')
          ? 'ok'
          : 'outside',
    next_task: next
      ? serverText(environment.language, `calendar.tasks.${next.key}` as TextKey)
      : null,
    next_task_date: next ? (next.start < today ? today : next.start) : null,
  };
}

function configOf(environment: { id: string; name: string }, entity: (typeof entities)[number]) {
  const id = nodeId(environment.id);
  return {
    name: entity.name,
    unique_id: `${id}_${entity.key}`,
    state_topic: stateTopic(environment.id),
    value_template: `{{ value_json.${entity.key} }}`,
    icon: entity.icon,
    ...('unit' in entity
      ? { unit_of_measurement: entity.unit, state_class: entity.stateClass }
      : {}),
    ...(entity.key === 'next_task'
      ? {
          json_attributes_topic: stateTopic(environment.id),
          json_attributes_template: '{{ {"date": value_json.next_task_date} | tojson }}',
        }
      : {}),
    device: {
      identifiers: [id],
      name: environment.name,
      manufacturer: 'MaryJane',
      model: 'Grow environment',
    },
  };
}

/**
 * Publishes discovery and state for every environment of the growers who switched it on, and
 * removes (an empty retained config) what `published` holds of environments no longer among
 * them. Returns the environment ids published now, for the next call's `published`.
 */
export async function publishToHomeAssistant(
  db: Database,
  client: Publisher,
  prefix: string,
  published: ReadonlySet<string>,
  now = new Date(),
): Promise<Set<string>> {
  const environments = await publishedEnvironments(db);
  const current = new Set(environments.map((environment) => environment.id));
  for (const gone of published) {
    if (current.has(gone)) continue;
    for (const entity of entities) {
      await client.publishAsync(configTopic(prefix, gone, entity.key), '', {
        qos: 1,
        retain: true,
      });
    }
    await client.publishAsync(stateTopic(gone), '', { qos: 1, retain: true });
  }
  for (const environment of environments) {
    for (const entity of entities) {
      await client.publishAsync(
        configTopic(prefix, environment.id, entity.key),
        JSON.stringify(configOf(environment, entity)),
        { qos: 1, retain: true },
      );
    }
    const state = await environmentState(db, environment, now);
    await client.publishAsync(stateTopic(environment.id), JSON.stringify(state), {
      qos: 1,
      retain: true,
    });
  }
  return current;
}
