/**
 * Text colour on a brand colour: black or white, whichever contrasts more (WCAG 2.1 relative
 * luminance and contrast ratio, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). One of the two
 * always reaches 4.5:1: their ratios multiply to 21, so the larger is at least √21 ≈ 4.58.
 */
function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

export function textOn(background: string): string {
  return contrast(background, DARK_TEXT) >= contrast(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
