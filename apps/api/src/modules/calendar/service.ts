import type { CalendarEvent, CalendarFeed } from '@maryjane/contract/calendar';
import type { Language } from '@maryjane/contract/constants';
import type { IsoDate } from '@maryjane/contract/dates';
import type { Database } from '../../db/client';
import { newToken, sha256 } from '../../platform/auth/tokens';
import { notFound } from '../../platform/http-errors';
import { listCycles } from '../grow-cycles/service';
import { calendarEvents } from './events';
import { toICalendar } from './ical';
import * as repository from './repository';

/** The phases and tasks of all the grower's cycles between two days. */
export async function eventsOf(
  db: Database,
  ownerId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<CalendarEvent[]> {
  return calendarEvents(await listCycles(db, ownerId, { status: 'all' }), from, to);
}

/** The same, of the cycles in one of the grower's environments (for Home Assistant, issue 31). */
export async function eventsOfEnvironment(
  db: Database,
  ownerId: string,
  environmentId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<CalendarEvent[]> {
  const cycles = await listCycles(db, ownerId, { status: 'all' });
  return calendarEvents(
    cycles.filter((cycle) => cycle.environment?.id === environmentId),
    from,
    to,
  );
}

export async function readFeed(db: Database, userId: string): Promise<CalendarFeed> {
  const feed = await repository.findFeedOf(db, userId);
  return feed
    ? {
        active: true,
        language: feed.language,
        createdAt: feed.createdAt.toISOString(),
      }
    : { active: false, language: null, createdAt: null };
}

/** A new secret address; the old one (if any) stops working. Returns the token once. */
export async function createFeed(
  db: Database,
  userId: string,
  language: Language,
): Promise<{ token: string; feed: CalendarFeed }> {
  const token = newToken();
  await repository.saveFeed(db, { userId, tokenHash: sha256(token), language });
  return { token, feed: await readFeed(db, userId) };
}

export async function revokeFeed(db: Database, userId: string) {
  await repository.deleteFeed(db, userId);
}

/** The whole calendar of the feed whose secret token this is, as iCalendar text. */
export async function feedCalendar(db: Database, token: string, host: string): Promise<string> {
  const feed = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await repository.findFeedByTokenHash(db, sha256(token))
    : null;
  if (!feed) throw notFound();
  const events = await eventsOf(db, feed.userId, '1900-01-01', '2199-12-31');
  return toICalendar(events, feed.language, { host });
}
