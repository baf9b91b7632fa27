/** The whole numbers from `first` to `last`, both included (none when last < first). */
export function numbersFrom(first: number, last: number) {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/**
 * How a cycle's plants follow a new number of plants: new plants are numbered on from the
 * highest number; surplus plants go from the highest number down.
 */
export function plantChanges(
  existing: { id: string; number: number }[],
  wanted: number,
): { add: number[]; remove: string[] } {
  const byNumber = [...existing].sort((a, b) => b.number - a.number);
  const highest = byNumber[0]?.number ?? 0;
  if (wanted > existing.length) {
    return { add: numbersFrom(highest + 1, highest + wanted - existing.length), remove: [] };
  }
  return { add: [], remove: byNumber.slice(0, existing.length - wanted).map((plant) => plant.id) };
}
