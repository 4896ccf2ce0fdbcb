/** Small colour arithmetic for the generated illustrations (hex #rrggbb in, hex out). */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `target` by `amount` (0 keeps hex, 1 gives target). */
export function mix(hex: string, target: string, amount: number): string {
  const a = channels(hex);
  const b = channels(target);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

/** A darker tone of the colour, for seams and outlines. */
export function darken(hex: string, amount = 0.25): string {
  return mix(hex, '#000000', amount);
}

/** Relative luminance 0..1; light fabrics get a tinted background so they stay visible. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
