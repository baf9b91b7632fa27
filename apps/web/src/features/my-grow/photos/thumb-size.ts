/** The thumbnail's size as the server made it (long side 480), for width/height attributes. */
export function thumbSize({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, 480 / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
