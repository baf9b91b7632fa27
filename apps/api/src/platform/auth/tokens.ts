import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for a session or a mailed link: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of tokens and codes are stored, so a database leak opens no account. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit code for people to type, uniformly drawn (leading zeros allowed). */
export function newNumericCode(digits = 6): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}
