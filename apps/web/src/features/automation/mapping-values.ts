import type { FieldError } from '@maryjane/contract/errors';
import type { ChannelMapping, SensorDevice, SensorMetric } from '@maryjane/contract/sensors';

/** One value a device sends (a channel): what it sent last, and where it is stored now. */
export interface ChannelRow {
  channel: string;
  /** Null for a channel that is mapped but has sent nothing since (an imported device). */
  latest: { value: number; quantity: SensorMetric | null; seenAt: string } | null;
  saved: Choice;
}

/** Where the grower wants a channel stored; '' metric: not stored. */
export interface Choice {
  environmentId: string;
  metric: SensorMetric | '';
}

export const NOT_STORED: Choice = { environmentId: '', metric: '' };

/** The grower's choices that differ from what is saved, by channel. */
export type Edits = Record<string, Choice>;

/** A row's errors from the server, by the mapping's field. */
export type RowErrors = Partial<Record<'environmentId' | 'metric', FieldError>>;

/** The channels the device has sent, then those only a mapping names, so none is dropped. */
export function rowsOf(device: SensorDevice): ChannelRow[] {
  const savedOf = (channel: string): Choice => {
    const mapping = device.mappings.find((each) => each.channel === channel);
    return mapping ? { environmentId: mapping.environment.id, metric: mapping.metric } : NOT_STORED;
  };
  const sent = device.channels.map(({ channel, ...latest }): ChannelRow => ({
    channel,
    latest,
    saved: savedOf(channel),
  }));
  const mappedOnly = device.mappings
    .filter((mapping) => !device.channels.some((each) => each.channel === mapping.channel))
    .map((mapping): ChannelRow => ({
      channel: mapping.channel,
      latest: null,
      saved: savedOf(mapping.channel),
    }));
  return [...sent, ...mappedOnly];
}

export const isStored = (choice: Choice) => choice.metric !== '' && choice.environmentId !== '';

export const choiceOf = (row: ChannelRow, edits: Edits): Choice => edits[row.channel] ?? row.saved;

const sameChoice = (a: Choice, b: Choice) =>
  isStored(a) === isStored(b) &&
  (!isStored(a) || (a.environmentId === b.environmentId && a.metric === b.metric));

export const isChanged = (rows: ChannelRow[], edits: Edits) =>
  rows.some((row) => !sameChoice(choiceOf(row, edits), row.saved));

/**
 * The row's choice after the grower picked an environment: a channel not stored yet takes the
 * metric its values look like, so one choice maps it; the grower can still change it.
 */
export function withEnvironment(row: ChannelRow, current: Choice, environmentId: string): Choice {
  const metric = current.metric || (row.latest?.quantity ?? '');
  return { environmentId, metric };
}

/**
 * The row's choice after the grower picked a metric: stored in the device's own environment
 * unless one is chosen; "not stored" clears the row.
 */
export function withMetric(current: Choice, metric: SensorMetric | '', home: string): Choice {
  if (metric === '') return NOT_STORED;
  return { environmentId: current.environmentId || home, metric };
}

/** Every mapping of the device as the grower left it: PATCH replaces the whole list. */
export function mappingsOf(rows: ChannelRow[], edits: Edits): ChannelMapping[] {
  return rows.flatMap((row) => {
    const choice = choiceOf(row, edits);
    return isStored(choice) && choice.metric !== ''
      ? [{ channel: row.channel, environmentId: choice.environmentId, metric: choice.metric }]
      : [];
  });
}

/**
 * The server's field errors on the mappings (`mappings.3.environmentId`) by the channel of the
 * mapping sent at that index; `list` holds an error about the whole list (`mappings`: too many).
 */
export function errorsByChannel(
  fieldErrors: FieldError[],
  sent: ChannelMapping[],
): { rows: Record<string, RowErrors>; list: FieldError | null } {
  const rows: Record<string, RowErrors> = {};
  let list: FieldError | null = null;
  for (const error of fieldErrors) {
    if (error.field === 'mappings') {
      list = error;
      continue;
    }
    const match = /^mappings\.(\d+)\.(channel|environmentId|metric)$/.exec(error.field);
    const channel = match ? sent[Number(match[1])]?.channel : undefined;
    if (!match || channel === undefined) continue;
    // A channel's own error (a duplicate) is shown where the row says how it is stored.
    const field = match[2] === 'environmentId' ? 'environmentId' : 'metric';
    rows[channel] = { ...rows[channel], [field]: error };
  }
  return { rows, list };
}
