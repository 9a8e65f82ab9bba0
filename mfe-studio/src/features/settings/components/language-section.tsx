import { chooseLanguage, currentLanguage, LANGUAGES, type LanguageCode } from '@kinora/shared';
import { SelectField } from '@kinora/shared/forms';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';

/**
 * The interface's language, each named in itself so a person who cannot read the page's finds
 * theirs. Choosing one keeps it in a cookie and reloads the page in it, as the top bar's menu does.
 */
export function LanguageSection() {
  const t = useT();
  return (
    <TitledSection
      title={t('Language')}
      description={t(
        "The language of Kinora's menus, buttons and messages. Videos and comments keep the language they were written in.",
      )}
    >
      <SelectField<LanguageCode>
        label={t('Language')}
        options={LANGUAGES.map(({ code, name }) => ({ value: code, label: name, lang: code }))}
        value={currentLanguage()}
        onChange={(language) => {
          if (language !== currentLanguage()) chooseLanguage(language);
        }}
      />
    </TitledSection>
  );
}
