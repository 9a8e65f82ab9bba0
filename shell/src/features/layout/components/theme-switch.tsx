import { useThemePreference, type ThemePreference } from '@kinora/shared/appearance';
import { ThemeIcon } from '../../../lib/icons';
import { useT } from '../../../i18n';
import { MenuChoiceGroup } from './menu-choice-group';

/**
 * The colour scheme's three choices: the system's setting, light or dark. The menu stays open, so
 * the page can be seen changing.
 */
export function ThemeSwitch() {
  const t = useT();
  const preference = useThemePreference((state) => state.preference);
  const setPreference = useThemePreference((state) => state.setPreference);
  const choices: { value: ThemePreference; label: string }[] = [
    { value: 'system', label: t('System') },
    { value: 'light', label: t('Light') },
    { value: 'dark', label: t('Dark') },
  ];
  return (
    <MenuChoiceGroup
      icon={<ThemeIcon width={20} height={20} />}
      title={t('Theme')}
      choices={choices}
      value={preference}
      onChoose={setPreference}
    />
  );
}
