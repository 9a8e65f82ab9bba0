import { Switch } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';

interface AutoplaySwitchProps {
  on: boolean;
  onToggle: () => void;
}

/** 'Autoplay' on/off beside the Up Next heading. */
export function AutoplaySwitch({ on, onToggle }: AutoplaySwitchProps) {
  const t = useT();
  return (
    <Label>
      <span>{t('Autoplay')}</span>
      <Switch
        variant="compact"
        on={on}
        onToggle={onToggle}
        label={t('Autoplay')}
        title={on ? t('Autoplay is on') : t('Autoplay is off')}
      />
    </Label>
  );
}

const Label = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
