// Posts realistic sensor readings for one device, so a grower can watch the dashboard move:
//   npm run simulate-sensor -- --key <deviceKey> [--url http://localhost:3000] [--every 10]
//                              [--backfill 24] [--once]
// --backfill N first posts the last N hours at one reading per metric per minute (in batches of
// 1,000); --once stops after that (or after one round). Values follow a day in a flowering tent:
// lights on 06:00–18:00, warmer and drier under the lights, pH drifting between waterings.
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    key: { type: 'string' },
    url: { type: 'string', default: process.env.MARYJANE_URL ?? 'http://localhost:3000' },
    every: { type: 'string', default: '10' },
    backfill: { type: 'string', default: '0' },
    once: { type: 'boolean', default: false },
  },
});
if (!options.key) {
  console.error(
    'usage: npm run simulate-sensor -- --key <deviceKey> [--url http://localhost:3000]',
  );
  process.exit(2);
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const noise = (size) => (Math.random() - 0.5) * 2 * size;

/** One reading per metric for the moment `at`. */
export function readingsAt(at) {
  const hour = at.getHours() + at.getMinutes() / 60;
  const lightsOn = hour >= 6 && hour < 18;
  // Warmest late in the light period, coolest before lights on.
  const day = Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  const airTemperature = (lightsOn ? 25 : 20.5) + day * 1.2 + noise(0.3);
  const humidity = (lightsOn ? 48 : 58) - day * 3 + noise(1.5);
  const sinceWatering = (at.getTime() / 3_600_000) % 48;
  return [
    { metric: 'air_temperature', value: round(airTemperature) },
    { metric: 'humidity', value: round(humidity) },
    { metric: 'co2', value: Math.round((lightsOn ? 520 : 680) + noise(30)) },
    { metric: 'light', value: lightsOn ? Math.round(42_000 + noise(1500)) : 0 },
    { metric: 'soil_temperature', value: round(airTemperature - 2 + noise(0.2)) },
    { metric: 'soil_moisture', value: round(Math.max(20, 65 - sinceWatering * 0.8 + noise(1))) },
    { metric: 'soil_nutrients', value: round(1.4 + sinceWatering * 0.01 + noise(0.05), 2) },
    { metric: 'ph', value: round(6.2 + sinceWatering * 0.006 + noise(0.05), 2) },
  ].map((reading) => ({ ...reading, recordedAt: at.toISOString() }));
}

async function send(readings) {
  const response = await fetch(`${options.url}/api/sensors/readings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Key': options.key },
    body: JSON.stringify(readings),
  });
  if (response.status !== 202) {
    throw new Error(`the server answered ${response.status}: ${await response.text()}`);
  }
}

const backfillHours = Number(options.backfill);
if (backfillHours > 0) {
  const start = Date.now() - backfillHours * 3_600_000;
  let batch = [];
  for (let at = start; at < Date.now(); at += 60_000) {
    batch.push(...readingsAt(new Date(at)));
    if (batch.length >= 992) {
      await send(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await send(batch);
  console.log(`posted ${backfillHours} h of readings`);
}

for (;;) {
  await send(readingsAt(new Date()));
  console.log(`${new Date().toLocaleTimeString()}: 8 readings sent`);
  if (options.once) break;
  await new Promise((resolve) => setTimeout(resolve, Number(options.every) * 1000));
}
