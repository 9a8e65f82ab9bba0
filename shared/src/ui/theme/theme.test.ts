import { themeStyle } from '../../../build/theme-head.cjs';
import schemes from './color-schemes.json';
import { theme } from './theme';

const propertyOf = (token: string) =>
  `--k-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

test('every colour is a custom property the head declares in both schemes', () => {
  const tokens = Object.keys(theme.colors);
  expect(Object.keys(schemes.dark)).toEqual(tokens);
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
