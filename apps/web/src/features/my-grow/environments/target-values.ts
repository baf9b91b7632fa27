import type { FieldError } from '@maryjane/contract/errors';
import {
  targetMetrics,
  targetOverrideSchema,
  targetPhases,
  type defaultTargets,
  type EnvironmentTargets,
  type TargetMetric,
  type TargetPhase,
} from '@maryjane/contract/sensors';
import { isValidationCode } from '@maryjane/contract/validation';
import type { Rule } from '../../../shared/forms/validate-field';
import { numberOrNull } from '../ui/form-props';

export type EffectiveTargets = EnvironmentTargets['targets'];
/** The defaults of every phase for the environment's medium, as the server has them. */
export type DefaultTargets = ReturnType<typeof defaultTargets>;
/** One field per phase, metric and bound, named `flowering.vpd.min`. */
export type TargetValues = Record<string, string>;
export type Bound = 'min' | 'max';
export const bounds: readonly Bound[] = ['min', 'max'];

/** A phase and metric with a target: one row of the form. */
export interface TargetRow {
  phase: TargetPhase;
  metric: TargetMetric;
}

export const fieldName = (row: TargetRow, bound: Bound) => `${row.phase}.${row.metric}.${bound}`;

export const phaseOfField = (name: string) => name.split('.')[0] as TargetPhase;

/** The rows the targets have (drying has no VPD or pH), phase by phase, in the contract's order. */
export function rowsOf(targets: EffectiveTargets): TargetRow[] {
  return targetPhases.flatMap((phase) =>
    targetMetrics.filter((metric) => targets[phase][metric]).map((metric) => ({ phase, metric })),
  );
}

export function initialValues(targets: EffectiveTargets, rows: TargetRow[]): TargetValues {
  return Object.fromEntries(
    rows.flatMap((row) =>
      bounds.map((bound) => [
        fieldName(row, bound),
        String(targets[row.phase][row.metric]?.[bound]),
      ]),
    ),
  );
}

function rangeOf(values: TargetValues, row: TargetRow) {
  return {
    min: numberOrNull(values[fieldName(row, 'min')] ?? ''),
    max: numberOrNull(values[fieldName(row, 'max')] ?? ''),
  };
}

/** The server's rules for one bound: within what a sensor can report, and min below max. */
function targetRule(row: TargetRow, bound: Bound): Rule<TargetValues> {
  return (value, values) => {
    if (value.trim() === '') return 'required';
    const { min, max } = rangeOf(values, row);
    const result = targetOverrideSchema.safeParse({ ...row, min: min ?? NaN, max: max ?? NaN });
    const issue = result.error?.issues.find((each) => each.path[0] === bound);
    if (!issue) return null;
    return isValidationCode(issue.message) ? issue.message : 'invalid';
  };
}

export function rulesOf(rows: TargetRow[]): Record<string, Rule<TargetValues>> {
  return Object.fromEntries(
    rows.flatMap((row) => bounds.map((bound) => [fieldName(row, bound), targetRule(row, bound)])),
  );
}

export function isDefault(values: TargetValues, row: TargetRow, defaults: DefaultTargets): boolean {
  const fallback = defaults[row.phase][row.metric];
  const { min, max } = rangeOf(values, row);
  return fallback !== undefined && fallback.min === min && fallback.max === max;
}

/** Only what differs from the defaults is sent, so a default stays one when the defaults change. */
export function overridesOf(values: TargetValues, rows: TargetRow[], defaults: DefaultTargets) {
  return rows.flatMap((row) => {
    const { min, max } = rangeOf(values, row);
    if (min === null || max === null || isDefault(values, row, defaults)) return [];
    return [{ ...row, min, max }];
  });
}

/**
 * The server names a field by the override's place in the list it was sent (`targets.1.max`);
 * the form knows it by phase and metric. A duplicate phase or metric goes on the row's minimum.
 */
export function fieldErrorsOnForm(errors: FieldError[], sent: TargetRow[]): FieldError[] {
  return errors.flatMap((error) => {
    const match = /^targets\.(\d+)\.(\w+)$/.exec(error.field);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) return [];
    return [{ ...error, field: fieldName(row, match[2] === 'max' ? 'max' : 'min') }];
  });
}
