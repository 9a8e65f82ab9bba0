import { Switch } from '@kinora/shared/forms';
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
      <Switch on={on} onToggle={onToggle} label={label} busy={busy} />
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
