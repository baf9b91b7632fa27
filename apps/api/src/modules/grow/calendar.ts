import { createHash, randomBytes } from 'node:crypto';
import { addDays, type IsoDate } from '@maryjane/contract/dates';
import type { CalendarEvent, CalendarFeed } from '@maryjane/contract/calendar';
import type { Language } from '@maryjane/contract/constants';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { ScheduledPhase, TaskKey } from '@maryjane/contract/schedule';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema/grow';
import { serverText } from '../../platform/server-text';

/** Phases and tasks of the cycles as calendar events (complete cycles keep their phases only). */
export function calendarEvents(cycles: GrowCycle[], from: IsoDate, to: IsoDate): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const cycle of cycles) {
    for (const phase of cycle.schedule.phases) {
      events.push({
        id: `${cycle.id}:phase:${phase.phase}`,
        cycleId: cycle.id,
        cycleName: cycle.name,
        kind: 'phase',
        key: phase.phase,
        phase: phase.phase,
        start: phase.start.typical,
        // The next phase starts on the day this one ends.
        end:
          phase.end.typical > phase.start.typical
            ? addDays(phase.end.typical, -1)
            : phase.start.typical,
        expected: phase.status !== 'done',
      });
    }
    if (cycle.phase === 'complete') continue;
    for (const task of cycle.schedule.tasks) {
      const phase = cycle.schedule.phases.find((entry) => entry.phase === task.phase);
      events.push({
        id: `${cycle.id}:task:${task.key}:${task.date}`,
        cycleId: cycle.id,
        cycleName: cycle.name,
        kind: 'task',
        key: task.key,
        phase: task.phase,
        start: task.date,
        end: task.until ?? task.date,
        expected: phase?.status !== 'done',
      });
    }
  }
  return events
    .filter((event) => event.start <= to && event.end >= from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind));
}

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545)

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space (§3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: IsoDate) => day.replaceAll('-', '');

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export function toICalendar(
  events: CalendarEvent[],
  language: Language,
  { host, now = new Date() }: { host: string; now?: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MaryJane//Grow calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(serverText(language, 'calendar.name'))}`,
  ];
  for (const event of events) {
    const title =
      event.kind === 'phase'
        ? serverText(language, `calendar.phases.${event.key as ScheduledPhase}`)
        : serverText(language, `calendar.tasks.${event.key as TaskKey}`);
    const summary = event.expected ? 'calendar.expectedEvent' : 'calendar.event';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id.replaceAll(':', '-')}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      // All-day events end on the day after the last (exclusive).
      `DTEND;VALUE=DATE:${compactDate(addDays(event.end, 1))}`,
      `SUMMARY:${escapeText(serverText(language, summary, { cycle: event.cycleName, title }))}`,
      `CATEGORIES:${event.kind === 'phase' ? 'PHASE' : 'TASK'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// The private feed address

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function readFeed(db: Database, userId: string): Promise<CalendarFeed> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return feed
    ? {
        active: true,
        language: feed.language as Language,
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
  const token = randomBytes(32).toString('base64url');
  const values = { userId, tokenHash: hashToken(token), language, createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { token, feed: await readFeed(db, userId) };
}

export async function revokeFeed(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function findFeed(db: Database, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, language: calendarFeeds.language })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return feed ? { userId: feed.userId, language: feed.language as Language } : null;
}
