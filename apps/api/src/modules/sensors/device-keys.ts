import { createHash, randomBytes } from 'node:crypto';

/** A new device key: shown to the grower once, stored only as its hash and first characters. */
export const newDeviceKey = () => randomBytes(24).toString('base64url');

export const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The first characters of a key, kept so that the grower can tell their devices apart. */
export const keyPrefixOf = (key: string) => key.slice(0, 6);

/** Whether `key` can be a device key at all (checked before hashing and looking it up). */
export const isPlausibleDeviceKey = (key: string) => /^[A-Za-z0-9_-]{20,100}$/.test(key);
