import { environmentBodySchema } from '@maryjane/contract/environments';
import { growCycleBodySchema } from '@maryjane/contract/grow-cycles';
import { wizardSteps, type WizardStep } from '@maryjane/contract/setup-wizard';
import { isApiError } from '../../../shared/api-error';
import { dayRule, validateWithSchema } from '../../../shared/forms/validate-field';
import type { WizardState } from './wizard-state';

/** Something that keeps the wizard from being saved, and where the grower can fix it. */
export interface WizardProblem {
  step: WizardStep;
  /** The line, environment or cycle concerned. */
  ref: string | null;
  /** Its field: `name`, `itemId`, `custom.type`, … */
  field: string;
  /** A validation code, or `duplicateName` (two environments of the wizard share a name). */
  code: string;
  /** The server's English text, for a code we do not know. */
  message?: string;
  /** The range of an `outOfRange` number, where the server named it. */
  min?: number;
  max?: number;
}

const environmentShape = environmentBodySchema.shape;
const cycleShape = growCycleBodySchema.shape;

/** What would fail on saving, found before sending (the same rules as the server's). */
export function findProblems(state: WizardState): WizardProblem[] {
  const problems: WizardProblem[] = [];
  const names = new Set<string>();
  for (const environment of state.environments ?? []) {
    const at = { step: 'environments' as const, ref: environment.ref };
    const name = validateWithSchema(environmentShape.name, environment.name);
    if (name) problems.push({ ...at, field: 'name', code: name });
    const key = environment.name.trim().toLowerCase();
    if (!name && names.has(key)) problems.push({ ...at, field: 'name', code: 'duplicateName' });
    names.add(key);
    const location = validateWithSchema(environmentShape.location, environment.location);
    if (location) problems.push({ ...at, field: 'location', code: location });
  }
  for (const cycle of state.cycles) {
    const at = { step: 'growCycles' as const, ref: cycle.ref };
    const name = validateWithSchema(cycleShape.name, cycle.name);
    if (name) problems.push({ ...at, field: 'name', code: name });
    if (!cycle.seedRef) problems.push({ ...at, field: 'seedRef', code: 'required' });
    const startDate = dayRule('cycleStart')(cycle.startDate, {});
    if (startDate) problems.push({ ...at, field: 'startDate', code: startDate });
  }
  return problems;
}

/** Where a field of the import body (`lines.3.itemId`) is in the wizard. */
function locate(state: WizardState, path: string): Omit<WizardProblem, 'code' | 'message'> {
  const [part = '', index = '', ...rest] = path.split('.');
  const field = rest.join('.');
  const at = Number(index);
  if (part === 'lines') {
    const line = state.lines[at];
    if (line) return { step: line.kind, ref: line.ref, field };
  }
  if (part === 'environments') {
    const environment = state.environments?.[at];
    if (environment) return { step: 'environments', ref: environment.ref, field };
  }
  if (part === 'growCycles') {
    const cycle = state.cycles[at];
    if (cycle) return { step: 'growCycles', ref: cycle.ref, field };
  }
  if (part === 'location') return { step: 'location', ref: null, field: index };
  return { step: 'end', ref: null, field: path };
}

/** The field errors of a 422 answer to the import, placed in the wizard, first step first. */
export function problemsFromError(error: unknown, state: WizardState): WizardProblem[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.fieldErrors
    .map((fieldError) => ({
      ...locate(state, fieldError.field),
      code: fieldError.code,
      message: fieldError.message,
      ...(fieldError.min === undefined ? {} : { min: fieldError.min }),
      ...(fieldError.max === undefined ? {} : { max: fieldError.max }),
    }))
    .sort((a, b) => wizardSteps.indexOf(a.step) - wizardSteps.indexOf(b.step));
}

export const problemOf = (
  problems: WizardProblem[],
  ref: string | null,
  field: string,
): WizardProblem | undefined =>
  problems.find((problem) => problem.ref === ref && problem.field === field);
