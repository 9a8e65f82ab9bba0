import { i18n, loadCatalogues } from '../i18n/i18n';
import type { LanguageCode } from '../contract/languages';

/**
 * The tests of a file (or a `describe`) in a language: the interface switches to it, with its
 * catalogues loaded, before them, and back to English after, where every other test reads it.
 */
export function inLanguage(language: LanguageCode): void {
  beforeAll(async () => {
    await i18n.changeLanguage(language);
    await loadCatalogues([language]);
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });
}
