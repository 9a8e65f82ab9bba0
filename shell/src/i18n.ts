import { defineCatalogue } from '@kinora/shared';
import en from './locales/en.json';

/**
 * This app's texts, in the 'shell' namespace of the page's one translator: English is written in
 * the code (the keys), other languages come from `locales/<language>.json`, a chunk each that
 * is downloaded with this app's code when the interface is in that language.
 */
export const { useT, t } = defineCatalogue('shell', {
  en,
  load: (language) => import(`./locales/${language}.json`),
});
