/**
 * Text on a brand colour: black or white, whichever contrasts more (WCAG 2.x relative luminance and
 * contrast ratio, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). One of the two always reaches
 * 4.5:1: their ratios multiply to 21, so the larger is at least √21 ≈ 4.58. Free of zod: the hosted
 * payment page (pay.html) uses it as well as the portal's brand preview.
 */
export function relativeLuminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function textColourOn(hex: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(hex);
  return contrastRatio(l, 0) >= contrastRatio(l, 1) ? '#000000' : '#ffffff';
}
