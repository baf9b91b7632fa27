import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, amount: number): Rgb =>
  a.map((c, i) => c + ((b[i] ?? c) - c) * amount) as Rgb;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (l1 + 0.05) / (l2 + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const DARK_BODY = '#242424';

/** Moves `rgb` towards `target` in small steps until it reaches `ratio` against `against`. */
function untilContrast(rgb: Rgb, target: Rgb, against: string, ratio: number): Rgb {
  let color = rgb;
  for (let step = 0; step < 40 && contrast(toHex(color), against) < ratio; step++) {
    color = mix(color, target, 0.08);
  }
  return color;
}

/**
 * Ten shades around any colour, made accessible: shades 6-9 carry white text (≥ 4.5:1, filled
 * buttons and links on light backgrounds) and shade 4 reads on the dark body (dark links).
 */
export function paletteFrom(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const six = untilContrast(base, BLACK, '#ffffff', 4.6);
  const light = [0.9, 0.78, 0.6, 0.42].map((amount) => toHex(mix(base, WHITE, amount)));
  const four = toHex(untilContrast(mix(base, WHITE, 0.25), WHITE, DARK_BODY, 4.6));
  const five = toHex(mix(six, WHITE, 0.12));
  const dark = [0, 0.15, 0.3, 0.45].map((amount) => toHex(mix(six, BLACK, amount)));
  return [...light, four, five, ...dark] as unknown as MantineColorsTuple;
}
