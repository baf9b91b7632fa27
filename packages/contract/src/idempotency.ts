/**
 * A write sent with this header is stored once however often it is sent (issue 26): the app keeps
 * an entry made offline and may send it again after a lost answer. The key is made by the client
 * when the grower saves, a UUID or 16–64 of the characters below.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function isIdempotencyKey(value: string): boolean {
  return keyPattern.test(value);
}

/** How long the server keeps a key's first answer. */
export const IDEMPOTENCY_KEY_DAYS = 7;
