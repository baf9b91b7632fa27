import { createRequire } from 'node:module';
import type FastJson from 'fast-json-stringify';
import type * as Ioredis from 'ioredis';
import type * as Mqtt from 'mqtt';
import type * as Nodemailer from 'nodemailer';
import type sharp from 'sharp';
import type * as WebPush from 'web-push';
import type * as Yaml from 'yaml';

/**
 * Packages that a server may never use are loaded on first use, not at start: image processing
 * (an upload), the MQTT client (MQTT_URL), Redis (REDIS_URL), the mailer (the first mail) and Web Push (the first push).
 * Loaded at start they cost 40–90 ms each of a restart and sharp alone ~28 MB (issue 28). The
 * response serializer's compiler (which brings Ajv) is loaded when a route is first compiled, and
 * the YAML parser when content is read rather than taken from its cache.
 */
const require = createRequire(import.meta.url);

function lazy<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

export const loadSharp = lazy<typeof sharp>('sharp');
export const loadMqtt = lazy<typeof Mqtt>('mqtt');
export const loadIoredis = lazy<typeof Ioredis>('ioredis');
export const loadNodemailer = lazy<typeof Nodemailer>('nodemailer');
export const loadFastJson = lazy<typeof FastJson>('fast-json-stringify');
export const loadYaml = lazy<typeof Yaml>('yaml');
export const loadWebPush = lazy<typeof WebPush>('web-push');
