import styled from 'styled-components';

interface NotificationSwitchProps {
  label: string;
  description: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** One kind of notification: what it is, and an on/off switch named after it. */
export function NotificationSwitch({
  label,
  description,
  on,
  busy,
  onToggle,
}: NotificationSwitchProps) {
  return (
    <Row>
      <Text>
        <strong>{label}</strong>
        <span>{description}</span>
      </Text>
      <Track
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        aria-busy={busy}
        disabled={busy}
        onClick={onToggle}
      >
        <Knob aria-hidden="true" />
      </Track>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &[aria-checked='true'] {
    border-color: transparent;
    background: ${({ theme }) => theme.colors.success};
  }

  &[aria-checked='true'] > span {
    transform: translateX(16px);
  }

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Knob = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.text};
  transition: transform ${({ theme }) => theme.transitions.fast};
`;
