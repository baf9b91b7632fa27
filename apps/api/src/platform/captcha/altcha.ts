import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { CaptchaVerifier } from './captcha';

/**
 * Self-hosted proof of work (ALTCHA, challenge format v2 as the widget 3.x solves it). The browser
 * hashes SHA-256 until it finds the counter we hid: 10 000–80 000 tries, the work of ALTCHA v1's
 * usual maxNumber, meant to take under a second (Node solves one in about 0.1 s; no browser
 * measurement here).
 */
const ALGORITHM = 'SHA-256';
const MIN_COUNTER = 10_000;
const MAX_COUNTER = 80_000;
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
/** A widget payload is a few hundred bytes; refuse to parse anything much larger. */
const MAX_TOKEN_LENGTH = 4096;
const SWEEP_EVERY_MS = 60_000;

export type SignedChallenge = Challenge & { signature: string };

export async function createAltchaChallenge(
  hmacKey: string,
  now: number,
): Promise<SignedChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(MAX_COUNTER, MIN_COUNTER),
    deriveKey,
    expiresAt: Math.floor((now + ALTCHA_CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: hmacKey,
  });
  const { signature } = challenge;
  if (!signature) throw new Error('altcha-lib returned an unsigned challenge');
  return { ...challenge, signature };
}

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is covered by the signature, so none may be dropped.
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});
type AltchaPayload = z.infer<typeof payloadSchema>;

function decodePayload(token: string): AltchaPayload | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Verifies widget payloads and refuses each solved challenge the second time.
 * The used signatures live in this process until their challenge expires: behind a load balancer
 * a payload could be replayed once per instance (still one proof of work per try, and the rate
 * limits apply); a shared store (Redis) would close that gap.
 */
export function createAltchaVerifier(
  hmacKey: string,
  now: () => number,
): CaptchaVerifier & { readonly remembered: number } {
  const used = new Map<string, number>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [signature, expiresAtMs] of used) if (expiresAtMs <= at) used.delete(signature);
  }

  return {
    provider: 'altcha',
    /** How many used payloads are kept (tests check that expired ones are let go). */
    get remembered() {
      return used.size;
    },
    async verify(token) {
      const payload = token ? decodePayload(token) : null;
      if (!payload) return false;
      const expiresAtMs = payload.challenge.parameters.expiresAt * 1000;
      if (expiresAtMs <= now()) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
        });
        if (!result.verified) return false;
      } catch {
        return false; // malformed hex and the like: not a solution
      }
      // No await between the check and the mark: two requests with one payload cannot both pass.
      const at = now();
      sweep(at);
      const signature = payload.challenge.signature;
      if (used.has(signature)) return false;
      used.set(signature, expiresAtMs);
      return true;
    },
    async close() {
      used.clear();
    },
  };
}
