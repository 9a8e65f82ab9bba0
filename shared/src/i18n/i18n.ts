import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGES,
  pickLanguage,
  type LanguageCode,
} from '../contract/languages';

/** A catalogue as its JSON file holds it: English text (the key) to the language's text. */
export type Catalogue = Record<string, string>;

/**
 * An app's texts: its English plural forms, bundled with its code since English is the language
 * most visits need, and a loader for every other language's catalogue, which webpack splits into a
 * chunk of its own per language so a visit downloads only its language.
 */
export interface CatalogueSource {
  en: Catalogue;
  load: (language: string) => Promise<{ default: Catalogue } | Catalogue>;
}

const sources = new Map<string, CatalogueSource>();

/**
 * The one instance of the page: `@kinora/shared` is a federation singleton, so every app
 * translates through it. Keys are the English texts themselves (no key or namespace separators),
 * so English needs no lookup and a missing translation falls back to the English text.
 */
export const i18n: I18n = i18next.createInstance();

// Synchronous (`initAsync: false`, no catalogue to fetch for English): ready once this module ran.
void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const source = sources.get(namespace);
      if (!source) return {};
      if (language === DEFAULT_LANGUAGE) return source.en;
      const loaded = await source.load(language);
      return 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
    }),
  )
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((language) => language.code),
    ns: [],
    defaultNS: false,
    fallbackNS: false,
    keySeparator: false,
    nsSeparator: false,
    // An empty string in a catalogue is a text not yet translated: show the English.
    returnEmptyString: false,
    partialBundledLanguages: true,
    initAsync: false,
    resources: {},
    // React escapes what it renders; escaping here too would show '&amp;' to people.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/**
 * Gives the page an app's texts: its English plurals at once, other languages when first used.
 * Each app calls it once, from the module its components take `useT` from.
 */
export function registerCatalogue(namespace: string, source: CatalogueSource): void {
  if (sources.has(namespace)) return;
  sources.set(namespace, source);
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, source.en, true, true);
}

/**
 * Loads the catalogues of the namespaces registered so far: in the interface's language for a
 * page's first render, in every language for the server, which draws pages in each.
 */
export async function loadCatalogues(
  languages: readonly string[] = [i18n.language],
): Promise<void> {
  const others = languages.filter((language) => language !== DEFAULT_LANGUAGE);
  if (others.length === 0) return;
  await i18n.loadNamespaces([...sources.keys()]);
  await i18n.loadLanguages(others);
}

let drawingIn: LanguageCode | null = null;

/** The language of the interface now: dates, numbers and durations are formatted in it. */
export function currentLanguage(): LanguageCode {
  if (drawingIn) return drawingIn;
  const language = i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Runs a synchronous drawing in a language (the server draws each visitor's first screen in
 * theirs): the formatters read it from `currentLanguage`, the texts from the `I18nextProvider`
 * the drawing wraps itself in.
 */
export function drawIn<T>(language: LanguageCode, draw: () => T): T {
  const before = drawingIn;
  drawingIn = language;
  try {
    return draw();
  } finally {
    drawingIn = before;
  }
}

const CHOICE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language the person chose, kept in the cookie the server reads too. */
function chosenLanguage(): LanguageCode | null {
  if (typeof document === 'undefined') return null;
  const value = CHOICE.exec(document.cookie)?.[1];
  return isLanguageCode(value) ? value : null;
}

/**
 * The browser's language at start: the person's choice if they made one, else the first of the
 * browser's languages the interface speaks. Sets `<html lang>` to it, which is also what the
 * server drew the page's first screen in.
 */
export function startLanguage(): LanguageCode {
  const language =
    chosenLanguage() ??
    pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}

/**
 * Keeps the person's choice in a cookie (the server reads it for the pages and messages it draws)
 * and reloads the page in it, as YouTube does: every text and date on the page is then in the one
 * language, including those drawn before the choice.
 */
export function chooseLanguage(language: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}
