import i18next, { type i18n as I18n } from 'i18next';
import Negotiator from 'negotiator';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type LanguageCode,
} from '@kinora/contract';
import type { FastifyRequest } from 'fastify';

/** Values a message interpolates (`{{name}}`); `count` also picks its plural form. */
export type MessageValues = Record<string, unknown> & { count?: number };

const CODES = LANGUAGES.map((language) => language.code);

// Every language the site speaks has its catalogue in `locales/`, bundled with the server: a new
// language is its line in the contract's list and its file here.
const resources = Object.fromEntries(
  await Promise.all(
    CODES.map(async (code) => {
      const catalogue = (await import(`../locales/${code}.json`)) as {
        default: Record<string, string>;
      };
      return [code, { server: catalogue.default }] as const;
    }),
  ),
);

/**
 * The server's own instance, apart from the one the pages are drawn with: its catalogue is the
 * messages people read in answers and mails. As in the apps, the English text is the key.
 */
const translator: I18n = i18next.createInstance();
void translator.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: CODES,
  ns: ['server'],
  defaultNS: 'server',
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  initAsync: false,
  // Answers are JSON and mails escape what they interpolate themselves.
  interpolation: { escapeValue: false },
  resources,
});

/**
 * A text people read (an error's message, a mail's line), as its English (the catalogue's key)
 * with the values put into it (`{{name}}`). Every such text is written as `message('…')` with a
 * literal, which is how the catalogue check finds it.
 */
export interface Message {
  text: string;
  values: MessageValues;
  /** A text no catalogue knows, answered as it is written (see `asWritten`). */
  written?: true;
}

export const message = (text: string, values: MessageValues = {}): Message => ({ text, values });

/**
 * A text no catalogue knows (what a library said, a queue's name), in the place of a message:
 * answered as it is, in every language.
 */
export const asWritten = (text: string): Message => ({ text, values: {}, written: true });

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Message>).text === 'string' &&
  typeof (value as Partial<Message>).values === 'object';

/**
 * A message in a language (English when not given), with its values put in. A value that is a
 * message itself (a size, `2 GB`, which French writes `2 Go`) is put in translated.
 */
export function translate(said: Message, language: LanguageCode = DEFAULT_LANGUAGE): string {
  if (said.written) return said.text;
  const values = Object.fromEntries(
    Object.entries(said.values).map(([name, value]) => [
      name,
      isMessage(value) ? translate(value, language) : value,
    ]),
  );
  return translator.t(said.text, { ...values, lng: language });
}

/**
 * The language a request is answered in: the person's choice (the cookie the interface sets),
 * else the browser's most preferred language the site speaks (`Accept-Language`), else English.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguageCode(chosen)) return chosen;
  // 'fr-CA' asks for French too: the negotiator matches a language by its primary subtag.
  const negotiated = new Negotiator(request).language(CODES);
  return isLanguageCode(negotiated) ? negotiated : DEFAULT_LANGUAGE;
}
