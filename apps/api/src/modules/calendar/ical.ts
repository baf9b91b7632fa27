// iCalendar (RFC 5545) for the private feed.
import type { CalendarEvent } from '@maryjane/contract/calendar';
import type { Language } from '@maryjane/contract/constants';
import { addDays, type IsoDate } from '@maryjane/contract/dates';
import { feedTaskText } from '@maryjane/contract/feeding';
import type { ScheduledPhase, TaskKey } from '@maryjane/contract/schedule';
import { serverText } from '../../platform/server-text';

/**
 * Text values escape backslash, semicolon, comma and line breaks and hold no other control
 * character than tab (RFC 5545 §3.3.11). The API refuses such characters; text stored before
 * it did is cleaned here.
 */
function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r?\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removes what the format does not allow
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g, '')
  );
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
        : event.feeding
          ? feedTaskText(event.feeding, language)
          : serverText(language, `calendar.tasks.${event.key as TaskKey}`);
    const summary = event.expected ? 'calendar.expectedEvent' : 'calendar.event';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id.replaceAll(':', '-')}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      // All-day events end on the day after the last (exclusive); a recurring one's first
      // occurrence is one day.
      `DTEND;VALUE=DATE:${compactDate(addDays(event.every ? event.start : event.end, 1))}`,
      // A recurring task is one event that repeats (RFC 5545 §3.3.10), UNTIL its last day.
      ...(event.every
        ? [`RRULE:FREQ=DAILY;INTERVAL=${event.every};UNTIL=${compactDate(event.end)}`]
        : []),
      `SUMMARY:${escapeText(serverText(language, summary, { cycle: event.cycleName, title }))}`,
      `CATEGORIES:${event.kind === 'phase' ? 'PHASE' : 'TASK'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
