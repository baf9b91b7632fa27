// iCalendar (RFC 5545) for the private feed.
import type { CalendarEvent } from '@maryjane/contract/calendar';
import type { Language } from '@maryjane/contract/constants';
import { addDays, type IsoDate } from '@maryjane/contract/dates';
import type { ScheduledPhase, TaskKey } from '@maryjane/contract/schedule';

const phaseTitles: Record<Language, Record<ScheduledPhase, string>> = {
  en: {
    germinate: 'Germination',
    vegetative: 'Vegetative phase',
    flowering: 'Flowering',
    harvest: 'Harvest, drying and curing',
  },
  de: {
    germinate: 'Keimung',
    vegetative: 'Wachstumsphase',
    flowering: 'Blüte',
    harvest: 'Ernte, Trocknen und Aushärten',
  },
};

const taskTitles: Record<Language, Record<TaskKey, string>> = {
  en: {
    germinate: 'Germinate the seeds (dark, damp, 21–29 °C)',
    checkWater: 'Check pH and EC of water and runoff',
    switchLight: 'Switch the light to 12/12 to start flowering',
    flush: 'Water without nutrients until harvest',
    harvest: 'Harvest: cut and hang to dry (15–21 °C, about 60 % RH)',
    jar: 'When small stems snap, trim and fill jars about 75 % full',
    burpDaily: 'Open the jars for 10–15 minutes every day',
    burpWeekly: 'Open the jars once a week',
    cureDone: 'Curing done: store jars cool and dark',
  },
  de: {
    germinate: 'Samen keimen lassen (dunkel, feucht, 21–29 °C)',
    checkWater: 'pH und EC von Gießwasser und Drainage prüfen',
    switchLight: 'Licht auf 12/12 umstellen, damit die Blüte beginnt',
    flush: 'Bis zur Ernte nur noch ohne Dünger gießen',
    harvest: 'Ernte: abschneiden und zum Trocknen aufhängen (15–21 °C, etwa 60 % rel. Feuchte)',
    jar: 'Wenn dünne Stiele brechen: trimmen und Gläser zu etwa 75 % füllen',
    burpDaily: 'Gläser täglich 10–15 Minuten öffnen',
    burpWeekly: 'Gläser einmal pro Woche öffnen',
    cureDone: 'Aushärten abgeschlossen: Gläser kühl und dunkel lagern',
  },
};

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
    `X-WR-CALNAME:${escapeText(language === 'de' ? 'MaryJane Grow-Kalender' : 'MaryJane grow calendar')}`,
  ];
  for (const event of events) {
    const title =
      event.kind === 'phase'
        ? phaseTitles[language][event.key as ScheduledPhase]
        : taskTitles[language][event.key as TaskKey];
    const expected = event.expected ? (language === 'de' ? ' (erwartet)' : ' (expected)') : '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id.replaceAll(':', '-')}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      // All-day events end on the day after the last (exclusive).
      `DTEND;VALUE=DATE:${compactDate(addDays(event.end, 1))}`,
      `SUMMARY:${escapeText(`${event.cycleName}: ${title}${expected}`)}`,
      `CATEGORIES:${event.kind === 'phase' ? 'PHASE' : 'TASK'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
