// Its own module, apart from themeColors.ts: only the theme's contrast check mixes colours in
// JavaScript (the browser mixes with CSS color-mix), so the first page's bundle leaves it out even
// where a lazy chunk (the studio's preview) checks configs.

/** `percent` of `color` mixed into `base` in sRGB (CSS color-mix(in srgb, color percent%, base)), as #rrggbb. */
export function mixColors(color: string, percent: number, base = '#ffffff'): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(expandHex(hex).slice(at, at + 2), 16));
  const [a, b] = [channels(color), channels(base)];
  return `#${a
    .map((value, index) =>
      Math.round((value * percent + b[index]! * (100 - percent)) / 100)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function expandHex(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex.slice(0, 7);
}
