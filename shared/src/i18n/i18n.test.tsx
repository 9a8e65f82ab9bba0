import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { pickLanguage } from '../contract/languages';
import { defineCatalogue } from './catalogue';
import { currentLanguage, drawIn, i18n, loadCatalogues } from './i18n';

const french = {
  'Sign in': 'Se connecter',
  'Hello, {{name}}': 'Bonjour, {{name}}',
  '{{count}} views_one': '{{count}} vue',
  '{{count}} views_many': '{{count}} de vues',
  '{{count}} views_other': '{{count}} vues',
};
const load = jest.fn((language: string) => Promise.resolve(language === 'fr' ? french : {}));
const { useT, t } = defineCatalogue('i18n-test', {
  en: { '{{count}} views_one': '{{count}} view', '{{count}} views_other': '{{count}} views' },
  load,
});

function Greeting() {
  const translate = useT();
  return <p>{translate('Sign in')}</p>;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('English is the key itself, with its plural forms from the bundled catalogue', () => {
  expect(t('Sign in')).toBe('Sign in');
  expect(t('Hello, {{name}}', { name: 'Ada' })).toBe('Hello, Ada');
  expect(t('{{count}} views', { count: 1 })).toBe('1 view');
  expect(t('{{count}} views', { count: 3 })).toBe('3 views');
  expect(load).not.toHaveBeenCalledWith('en');
});

test('another language is loaded when first used, and `t` follows the language it is in', async () => {
  await i18n.changeLanguage('fr');
  await loadCatalogues(['fr']);
  expect(load).toHaveBeenCalledWith('fr');
  expect(currentLanguage()).toBe('fr');
  expect(t('Sign in')).toBe('Se connecter');
  expect(t('Hello, {{name}}', { name: 'Ada' })).toBe('Bonjour, Ada');
  expect(t('{{count}} views', { count: 1 })).toBe('1 vue');
  expect(t('{{count}} views', { count: 1_000_000 })).toBe('1000000 de vues');
  // A text the catalogue lacks reads in English rather than as nothing.
  expect(t('Not translated yet')).toBe('Not translated yet');
});

test('components render in the language once its catalogue is there', async () => {
  await i18n.changeLanguage('fr');
  render(
    <Suspense fallback="…">
      <Greeting />
    </Suspense>,
  );
  expect(await screen.findByText('Se connecter')).toBeInTheDocument();
});

test('a drawing in a language gives the formatters that language, then the page its own', () => {
  expect(drawIn('fr', () => currentLanguage())).toBe('fr');
  expect(currentLanguage()).toBe('en');
});

test.each([
  [['fr-CA', 'en'], 'fr'],
  [['de-DE', 'fr'], 'fr'],
  [['en-GB', 'fr'], 'en'],
  [['de', 'es'], 'en'],
  [[], 'en'],
])("the browser's languages %j pick %s", (candidates, expected) => {
  expect(pickLanguage(candidates)).toBe(expected);
});
