import { themeStyle } from '../../../build/theme-head.cjs';
import schemes from './color-schemes.json';
import { theme } from './theme';

const propertyOf = (token: string) =>
  `--k-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

test('every colour is a custom property the head declares in both schemes', () => {
  const tokens = Object.keys(theme.colors);
  expect(Object.keys(schemes.dark)).toEqual(tokens);
  // Toasts (react-toastify) read the tokens too.
  expect(themeStyle).toContain('--toastify-color-dark:var(--k-surface-floating);');
  expect(Object.keys(schemes.light).sort()).toEqual([...tokens].sort());
  for (const [token, value] of Object.entries(theme.colors)) {
    expect(value).toBe(`var(${propertyOf(token)})`);
    for (const scheme of ['dark', 'light'] as const) {
      const declared = `${propertyOf(token)}:${schemes[scheme][token as keyof typeof schemes.dark]};`;
      expect(themeStyle).toContain(declared);
    }
  }
});

test('dark is the default, light is chosen by the attribute, and the system decides without one', () => {
  expect(themeStyle).toContain(':root,:root[data-theme=dark]{--k-background:#0f0f0f;');
  expect(themeStyle).toContain(':root[data-theme=light]{--k-background:#ffffff;');
  expect(themeStyle).toContain(
    '@media (prefers-color-scheme:light){:root:not([data-theme]){--k-background:#ffffff;',
  );
});

/** A token's colour as painted over `under` (`rgba(…)` blended), as [r, g, b]. */
function paint(value: string, under: number[] = [0, 0, 0]): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (!rgba) throw new Error(`not a colour: ${value}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((at, i) => Number(rgba[at]) * alpha + (under[i] ?? 0) * (1 - alpha));
}

const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: number[], b: number[]) => {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// The dark scheme is the site's long-standing one (its strong border and accent-on-raised text
// are under these ratios); the light one was chosen to meet them.
test('the light scheme meets WCAG AA: text, links, accents, borders and the focus ring', () => {
  const scheme = schemes.light;
  const grounds = [paint(scheme.background), paint(scheme.surfaceRaised)];
  const below = (token: keyof typeof scheme, ground: number[], ratio: number) =>
    contrast(paint(scheme[token], ground), ground) < ratio ? token : null;
  const failing = grounds.flatMap((ground) => [
    ...(['text', 'textMuted', 'link', 'accent', 'danger', 'success', 'warning'] as const).map(
      (token) => below(token, ground, 4.5),
    ),
    below('borderStrong', ground, 3),
    below('focus', ground, 3),
  ]);
  expect(failing.filter(Boolean)).toEqual([]);
  // Buttons: white on the accent and the destructive fill, the inverse text on the text colour.
  expect(contrast(paint(scheme.onAccent), paint(scheme.accent))).toBeGreaterThanOrEqual(4.5);
  expect(contrast(paint(scheme.onAccent), paint(scheme.dangerFill))).toBeGreaterThanOrEqual(4.5);
  expect(contrast(paint(scheme.textInverse), paint(scheme.text))).toBeGreaterThanOrEqual(4.5);
});
