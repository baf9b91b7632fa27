import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SessionCache } from '../../platform/auth/session-cache';
import type { Mailer } from '../../platform/mail/mailer';
import type { FileStorage } from '../../platform/storage/file-storage';

/** What the account rules need from the outside world. */
export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  /** Base of links in mails, e.g. https://grow.example.org */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Told of every revocation after its commit (a cached session must stop at once). */
  sessions: SessionCache;
}

export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const VERIFICATION_MAX_FAILED_ATTEMPTS = 5;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const DELETION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
