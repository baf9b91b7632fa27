import {
  type DataExport,
  dataExportSchema,
  EXPORT_FORMAT,
  type ExportPart,
} from '@maryjane/contract/data-export';

/** The parts a grower recognises, in the order the import section lists them. */
export const shownParts = [
  'inventoryItems',
  'environments',
  'growCycles',
  'plants',
  'journalEntries',
  'sensorDevices',
  'sensorReadings',
  'photos',
] as const satisfies readonly ExportPart[];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * A JSON file up to this size is read and summarised here before it is sent. A larger one (a
 * year of readings runs to hundreds of MB, more than a browser reads into one string) is sent
 * as it is, and the server checks it as it reads it (issue 29).
 */
export const LOCAL_CHECK_MAX_BYTES = 64 * 1024 * 1024;

/** Whether a chosen file is a ZIP (the export with photos); the server checks its contents. */
export async function isZipFile(chosen: File): Promise<boolean> {
  const head = new Uint8Array(await chosen.slice(0, 4).arrayBuffer());
  return ZIP_MAGIC.every((byte, index) => head[index] === byte);
}

export type ExportFileCheck =
  | { ok: true; file: DataExport }
  | { ok: false; problem: 'notJson' | 'notAnExport' }
  | { ok: false; problem: 'doesNotFit'; field: string };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a chosen file and checks it is a MaryJane export before anything is sent, so a wrong
 * file is refused at once and the confirmation can show what the file holds.
 */
export async function checkExportFile(chosen: File): Promise<ExportFileCheck> {
  const parsed = parseJson(await chosen.text());
  if (!parsed.ok) return { ok: false, problem: 'notJson' };
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || !('format' in value)) {
    return { ok: false, problem: 'notAnExport' };
  }
  if (value.format !== EXPORT_FORMAT) return { ok: false, problem: 'notAnExport' };
  const checked = dataExportSchema.safeParse(value);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path.join('.') || 'file';
    return { ok: false, problem: 'doesNotFit', field };
  }
  return { ok: true, file: checked.data };
}
