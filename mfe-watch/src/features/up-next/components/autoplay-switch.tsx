import { Switch } from '@kinora/shared/forms';
import styled from 'styled-components';

interface AutoplaySwitchProps {
  on: boolean;
  onToggle: () => void;
}

/** 'Autoplay' on/off beside the Up Next heading. */
export function AutoplaySwitch({ on, onToggle }: AutoplaySwitchProps) {
  return (
    <Label>
      <span>Autoplay</span>
      <Switch
        variant="compact"
        on={on}
        onToggle={onToggle}
        label="Autoplay"
        title={on ? 'Autoplay is on' : 'Autoplay is off'}
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
