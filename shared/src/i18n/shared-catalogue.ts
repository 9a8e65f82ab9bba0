import en from '../locales/en.json';
import { defineCatalogue } from './catalogue';

/**
 * The texts of `@kinora/shared` itself (the UI kit, the formatters, the frame) and of its kits,
 * which reach it through the singleton as `useSharedT`.
 */
export const { useT: useSharedT, t: sharedT } = defineCatalogue('shared', {
  en,
  load: (language) => import(`../locales/${language}.json`),
});
