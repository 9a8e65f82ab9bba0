import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, registerCatalogue, type CatalogueSource } from './i18n';

/** Values a text interpolates (`{{name}}`); `count` also picks its plural form. */
export type TextValues = Record<string, unknown> & { count?: number };

/** Translates an English text (the key) into the interface's language. */
export type Translate = (text: string, values?: TextValues) => string;

export interface CatalogueApi {
  /** The hook components translate with: they re-render when the catalogue arrives. */
  useT: () => Translate;
  /** For code outside components (a toast, a store): the interface's language at call time. */
  t: Translate;
}

/**
 * An app's texts under their own namespace: each app (and `@kinora/shared` itself) calls this
 * once, in its `i18n.ts`, and its components take `useT` from there. Using a key outside a
 * `t('…')` call would escape the catalogue check, so texts are always written as literals in it.
 */
export function defineCatalogue(namespace: string, source: CatalogueSource): CatalogueApi {
  registerCatalogue(namespace, source);
  // Bound to the namespace; the language is the interface's when it is called, or the one the
  // server is drawing a page in (`drawIn`).
  const translate = i18n.getFixedT(null, namespace);
  return {
    useT: () => useTranslation(namespace).t,
    t: (text, values) => translate(text, { ...values, lng: currentLanguage() }),
  };
}
