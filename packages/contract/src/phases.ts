/** Grow phases and mediums (spec §3 "Grow cycle", §4 "Grow phases"). */

export const growPhases = ['germinate', 'vegetative', 'flowering', 'harvest', 'complete'] as const;
export type GrowPhase = (typeof growPhases)[number];
/** Phases whose plants are alive and count towards a legal plant limit. */
export const livingPhases: readonly GrowPhase[] = ['germinate', 'vegetative', 'flowering'];

export const growMediums = ['soil', 'coco', 'rockwool', 'hydro'] as const;
export type GrowMedium = (typeof growMediums)[number];

export const PLANTS_PER_CYCLE_MAX = 99;

/**
 * The phase state machine: a cycle moves forward one phase at a time; the last forward move can
 * be taken back once (to correct a mistake); `complete` is final.
 */
export function allowedMoves(phase: GrowPhase, lastMove: 'forward' | 'back' | null): GrowPhase[] {
  const index = growPhases.indexOf(phase);
  if (phase === 'complete') return [];
  const moves: GrowPhase[] = [];
  const next = growPhases[index + 1];
  if (next) moves.push(next);
  const previous = growPhases[index - 1];
  if (previous && lastMove === 'forward') moves.push(previous);
  return moves;
}
