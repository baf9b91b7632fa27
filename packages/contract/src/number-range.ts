import { validationMessages } from './validation';

/**
 * The range a number must lie in, for the `outOfRange` message (issue 30): "Enter a number from
 * 0 to 20" rather than "outside the allowed range". Either bound may be unknown.
 */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** What this file reads of a zod issue: a too_small or too_big one names the bound it broke. */
export interface RangeIssue {
  code: string;
  message?: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
}

// Zod 4 keeps a schema's parts in `_zod.def`; only the kinds that wrap or hold a value are read.
type Def = { type?: string; [part: string]: unknown };

function defOf(schema: unknown): Def | undefined {
  const zod = (schema as { _zod?: { def?: Def } } | null | undefined)?._zod;
  return zod?.def;
}

const wrappers = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/** The inclusive bounds of a number schema's own checks (`.min`, `.max`, `.gte`, `.lte`). */
function boundsOfChecks(checks: unknown): NumberRange {
  const range: NumberRange = {};
  for (const check of Array.isArray(checks) ? checks : []) {
    const def = defOf(check) as { check?: string; value?: unknown; inclusive?: boolean };
    if (typeof def?.value !== 'number' || def.inclusive !== true) continue;
    if (def.check === 'greater_than') range.min = Math.max(range.min ?? -Infinity, def.value);
    if (def.check === 'less_than') range.max = Math.min(range.max ?? Infinity, def.value);
  }
  return range;
}

/**
 * The range of the number schema inside `schema` (optional, nullable, default, a coercing pipe,
 * a union of a number and its text): undefined when there is no number schema in it.
 */
export function numberRangeOf(schema: unknown, depth = 0): NumberRange | undefined {
  const def = defOf(schema);
  if (!def || depth > 20) return undefined;
  if (def.type === 'number') return boundsOfChecks(def.checks);
  if (def.type && wrappers.has(def.type)) return numberRangeOf(def.innerType, depth + 1);
  if (def.type === 'pipe') {
    return numberRangeOf(def.out, depth + 1) ?? numberRangeOf(def.in, depth + 1);
  }
  if (def.type === 'lazy' && typeof def.getter === 'function') {
    return numberRangeOf((def.getter as () => unknown)(), depth + 1);
  }
  if (def.type === 'union' && Array.isArray(def.options)) {
    const ranges = def.options.map((option) => numberRangeOf(option, depth + 1));
    return (
      ranges.find((range) => range && (range.min !== undefined || range.max !== undefined)) ??
      ranges.find(Boolean)
    );
  }
  return undefined;
}

/** The schema of the part of a value at `key` (a property or an index), where there is one. */
function partOf(schema: unknown, key: string, depth: number): unknown {
  const def = defOf(schema);
  if (!def || depth > 20) return undefined;
  if (def.type && wrappers.has(def.type)) return partOf(def.innerType, key, depth + 1);
  switch (def.type) {
    case 'pipe':
      return partOf(def.in, key, depth + 1) ?? partOf(def.out, key, depth + 1);
    case 'lazy':
      return typeof def.getter === 'function'
        ? partOf((def.getter as () => unknown)(), key, depth + 1)
        : undefined;
    case 'union':
      return Array.isArray(def.options)
        ? def.options.map((option) => partOf(option, key, depth + 1)).find(Boolean)
        : undefined;
    case 'intersection':
      return partOf(def.left, key, depth + 1) ?? partOf(def.right, key, depth + 1);
    case 'object': {
      const shape = def.shape as Record<string, unknown> | undefined;
      return shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
    }
    case 'array':
      return def.element;
    case 'record':
      return def.valueType;
    case 'tuple':
      return (def.items as unknown[] | undefined)?.[Number(key)] ?? def.rest ?? undefined;
    default:
      return undefined;
  }
}

/** The schema of the value at `path` inside `schema` (an issue's path), where it can be told. */
export function schemaAt(schema: unknown, path: readonly PropertyKey[]): unknown {
  let current = schema;
  for (const key of path) {
    current = partOf(current, String(key), 0);
    if (current === undefined) return undefined;
  }
  return current;
}

/**
 * The range an `outOfRange` issue of a number refused the value for: the bound it broke, from
 * the issue, and the other one from `schemaOfValue`, the schema that checked the value (when
 * given, and when it has the broken bound too, so it is the same schema). Undefined for any
 * other issue (a list too long, a custom check), and for an exclusive bound, which "from … to"
 * cannot say.
 */
export function rangeOfIssue(issue: RangeIssue, schemaOfValue?: unknown): NumberRange | undefined {
  if (issue.message !== 'outOfRange' || issue.origin !== 'number' || issue.inclusive !== true) {
    return undefined;
  }
  const broken = issue.code === 'too_small' ? 'min' : issue.code === 'too_big' ? 'max' : undefined;
  const bound = Number(broken === 'min' ? issue.minimum : issue.maximum);
  if (!broken || !Number.isFinite(bound)) return undefined;
  const known = schemaOfValue === undefined ? undefined : numberRangeOf(schemaOfValue);
  const same = known?.[broken] === bound;
  const range: NumberRange = { [broken]: bound };
  const other = broken === 'min' ? 'max' : 'min';
  const otherBound = same ? known?.[other] : undefined;
  if (otherBound !== undefined && Number.isFinite(otherBound)) range[other] = otherBound;
  return range;
}

const englishNumber = new Intl.NumberFormat('en', { maximumFractionDigits: 6 });

/**
 * The validation code whose text names `range` (`outOfRangeBetween`, `…AtLeast`, `…AtMost`),
 * or `outOfRange` when neither bound is known.
 */
export function outOfRangeCode(range: NumberRange | undefined) {
  const { min, max } = range ?? {};
  if (min !== undefined && max !== undefined) return 'outOfRangeBetween' as const;
  if (min !== undefined) return 'outOfRangeAtLeast' as const;
  if (max !== undefined) return 'outOfRangeAtMost' as const;
  return 'outOfRange' as const;
}

/** The English text of `outOfRange` for `range`: "Enter a number from 0 to 20". */
export function outOfRangeMessage(range: NumberRange | undefined): string {
  const text: string = validationMessages[outOfRangeCode(range)];
  return text.replace(/\{\{(min|max)\}\}/g, (_, bound: 'min' | 'max') =>
    englishNumber.format(range?.[bound] ?? NaN),
  );
}
