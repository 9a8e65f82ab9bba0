export {
  i18n,
  registerCatalogue,
  loadCatalogues,
  currentLanguage,
  drawIn,
  startLanguage,
  chooseLanguage,
  type Catalogue,
  type CatalogueSource,
} from './i18n';
export { defineCatalogue, type CatalogueApi, type Translate, type TextValues } from './catalogue';
export { useSharedT, sharedT } from './shared-catalogue';
