export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGES,
  pickLanguage,
  type LanguageCode,
} from '@kinora/contract/constants';
