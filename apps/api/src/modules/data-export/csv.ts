import type { CsvList, ExportPart } from '@maryjane/contract/data-export';

/** Which part of the export each spreadsheet list is. */
export const csvParts: Record<CsvList, ExportPart> = {
  inventory: 'inventoryItems',
  environments: 'environments',
  'grow-cycles': 'growCycles',
  plants: 'plants',
  harvests: 'harvests',
  journal: 'journalEntries',
  readings: 'sensorReadings',
};

/**
 * One cell: quoted when it must be (RFC 4180), and text a spreadsheet would run as a formula
 * (=, +, -, @ first) prefixed with ' so it stays text.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of one part of the export as CSV: a header of the columns, then one line per row. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((key) => cell(row[key])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
