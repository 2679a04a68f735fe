/** WCAG contrast between colours as the browser reports them (`rgb(…)` / `rgba(…)`). */

export type Rgba = [number, number, number, number];

export function parseColour(css: string): Rgba {
  const parts = css.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3) throw new Error(`Not an rgb() colour: ${css}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** `top` (possibly see-through) laid over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3];
  return [0, 1, 2].map((index) => top[index] * alpha + bottom[index] * (1 - alpha)).concat(1) as Rgba;
}

function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Whether an opaque colour is a dark surface (light text is used on it). */
export const isDark = (colour: Rgba): boolean => luminance(colour) < 0.18;
