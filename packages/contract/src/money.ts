/** Euros to the cent, as prices and totals are shown and stored. */
export const roundCents = (value: number) => Math.round(value * 100) / 100;
