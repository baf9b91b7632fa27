import { z } from 'zod';
import { isoDateSchema, optionalText } from './zod-helpers';

/**
 * Read-only share links to one grow cycle's report (issue 27). The link carries a random token
 * of 32 bytes (base64url); only its SHA-256 is stored. A link can be revoked and can expire; the
 * public page shows the report and nothing of the account (no e-mail, location or sensor keys),
 * with a display name only if the grower gave one.
 */

export const SHARE_TOKEN_BYTES = 32;
/** Links a grower can hold at once. */
export const SHARE_LINKS_MAX = 50;

export const shareLinkSchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  cycleName: z.string(),
  displayName: z.string().nullable(),
  /** The last day the link works; null: until revoked. */
  expiresOn: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Whether it has expired (a revoked link is deleted). */
  expired: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to creating a link: the only time its address is shown. */
export const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareLinkBodySchema = z.object({
  cycleId: z.uuid('required'),
  displayName: optionalText,
  /** Not before tomorrow; absent or null: no end. */
  expiresOn: isoDateSchema.nullish(),
});
export type ShareLinkBody = z.input<typeof shareLinkBodySchema>;

/** A token as it appears in an address: base64url of SHARE_TOKEN_BYTES bytes. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
