import type { IsoDate } from '@maryjane/contract/dates';
import type { ShareLink } from '@maryjane/contract/sharing';
import type { ShareLinkRow } from './repository';

/** A link works through its last day, `expiresOn`, and not after it. */
export const hasExpired = (expiresOn: IsoDate | null, today: IsoDate) =>
  expiresOn !== null && expiresOn < today;

export function presentLink(row: ShareLinkRow, today: IsoDate): ShareLink {
  return {
    id: row.id,
    cycleId: row.cycleId,
    cycleName: row.cycleName,
    displayName: row.displayName,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    expired: hasExpired(row.expiresOn, today),
  };
}
