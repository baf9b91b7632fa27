import { ErrorCode } from '@maryjane/contract/error-codes';
import { isUuid } from '@maryjane/contract/ids';
import type { GrowReport } from '@maryjane/contract/results';
import {
  SHARE_LINKS_MAX,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  type CreatedShareLink,
  type ShareLink,
  type shareLinkBodySchema,
} from '@maryjane/contract/sharing';
import { todayIso } from '@maryjane/contract/dates';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { sha256 } from '../../platform/auth/tokens';
import { fieldError } from '../../platform/http/field-error';
import { HttpError, notFound } from '../../platform/http-errors';
import { growReport } from '../results/service';
import { hasExpired, presentLink } from './presenter';
import * as repository from './repository';

type LinkValues = z.output<typeof shareLinkBodySchema>;

export async function listLinks(db: Database, ownerId: string): Promise<ShareLink[]> {
  const today = todayIso();
  return (await repository.listLinkRows(db, ownerId)).map((row) => presentLink(row, today));
}

/** A new link to one of the grower's cycles; its token is in the answer and nowhere else. */
export async function createLink(
  db: Database,
  ownerId: string,
  values: LinkValues,
): Promise<CreatedShareLink> {
  if (!(await repository.isOwnCycle(db, ownerId, values.cycleId))) {
    throw fieldError('cycleId', 'notFound');
  }
  // "Not before tomorrow", with the API's day of grace: its today is UTC, a day ahead of
  // growers west of it.
  const expiresOn = values.expiresOn ?? null;
  if (expiresOn !== null && expiresOn < todayIso())
    throw fieldError('expiresOn', 'dateNotAfterToday');
  if ((await repository.countLinks(db, ownerId)) >= SHARE_LINKS_MAX) {
    throw new HttpError(
      409,
      ErrorCode.shareLinksLimit,
      `A grower keeps at most ${SHARE_LINKS_MAX} share links; revoke one first`,
    );
  }
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const id = await repository.insertLink(db, {
    ownerId,
    cycleId: values.cycleId,
    tokenHash: sha256(token),
    displayName: values.displayName ?? null,
    expiresOn,
  });
  const row = await repository.findLinkRow(db, ownerId, id);
  if (!row) throw notFound();
  return { ...presentLink(row, todayIso()), token };
}

/** Revoking a link deletes it: its address then answers as one that never was. */
export async function revokeLink(db: Database, ownerId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteLink(db, ownerId, id))) throw notFound();
}

/**
 * The report a token opens. A malformed, unknown, revoked or expired token all answer the same
 * 404, so an address tells nothing about links that were or may be. The report leaves out the
 * household's legal check: its country and number of adults are the grower's own.
 */
export async function sharedReport(
  db: Database,
  token: string,
  secret: string,
): Promise<GrowReport> {
  const link = SHARE_TOKEN_PATTERN.test(token)
    ? await repository.findLinkByTokenHash(db, sha256(token))
    : null;
  if (!link || hasExpired(link.expiresOn, todayIso())) throw notFound();
  const report = await growReport(db, link.ownerId, link.cycleId, {
    sharedBy: link.displayName,
    secret,
  });
  if (!report) throw notFound();
  return { ...report, results: { ...report.results, legal: null } };
}
