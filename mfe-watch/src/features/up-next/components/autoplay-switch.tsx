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
      <Track
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Autoplay"
        title={on ? 'Autoplay is on' : 'Autoplay is off'}
        onClick={onToggle}
      >
        <Knob aria-hidden="true" />
      </Track>
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

const Track = styled.button`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceActive};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Knob = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.text};
  transition: transform ${({ theme }) => theme.transitions.fast};

  [aria-checked='true'] > & {
    transform: translateX(16px);
    background: ${({ theme }) => theme.colors.textInverse};
  }
`;
