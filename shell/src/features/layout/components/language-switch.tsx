import { chooseLanguage, currentLanguage, LANGUAGES, type LanguageCode } from '@kinora/shared';
import { LanguageIcon } from '../../../lib/icons';
import { useT } from '../../../i18n';
import { MenuChoiceGroup } from './menu-choice-group';

/**
 * The interface's languages, each named in itself so a person who cannot read the page's finds
 * theirs. Choosing one reloads the page in it.
 */
export function LanguageSwitch() {
  const t = useT();
  return (
    <MenuChoiceGroup<LanguageCode>
      icon={<LanguageIcon width={20} height={20} />}
      title={t('Language')}
      choices={LANGUAGES.map(({ code, name }) => ({ value: code, label: name, lang: code }))}
      value={currentLanguage()}
      onChoose={(language) => {
        if (language !== currentLanguage()) chooseLanguage(language);
      }}
    />
  );
}
