/**
 * WCAG 2.2 contrast of two colours: (L1 + 0.05) / (L2 + 0.05) with the relative luminance of sRGB.
 * Takes #rgb, #rrggbb or #rrggbbaa (alpha is ignored: theme colours are opaque) or rgb()/rgba() as
 * browsers compute them, so the e2e checks and the theme checks share one formula.
 */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(parseColor(a)), relativeLuminance(parseColor(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export type Rgba = [number, number, number, number];

/** Parses #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b) and rgba(r, g, b, a) into 0-255 channels and alpha 0-1. */
export function parseColor(color: string): Rgba {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
    return [channel(0), channel(2), channel(4), full.length === 8 ? channel(6) / 255 : 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text)?.[1];
  if (rgb) {
    const [r, g, b, alpha = 1] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (r !== undefined && g !== undefined && b !== undefined && [r, g, b, alpha].every(Number.isFinite)) return [r, g, b, alpha];
  }
  throw new Error(`not a colour: ${color}`);
}

function relativeLuminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
