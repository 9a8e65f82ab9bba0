import { Button } from '@kinora/shared';
import styled from 'styled-components';
import type { ReactNode } from 'react';

/** The button at the end of a row. */
interface SettingsRowAction {
  /** What it says: 'Unblock'. */
  label: string;
  /** What it says while that is sent: 'Unblocking...'. */
  busyLabel: string;
  /** Its accessible name, which says whom or what it is for: 'Unblock @ann'. */
  name: string;
  onClick: () => void;
}

interface SettingsRowProps {
  /** Names the row in its list. */
  label: string;
  /** A 44 px picture at the start: an avatar, a device's icon. */
  leading: ReactNode;
  /** The first line: the name, and what goes with it (a handle, a badge). */
  title: ReactNode;
  /** The lines under the name. */
  children: ReactNode;
  action?: SettingsRowAction | undefined;
  /** The action is being sent: its button waits. */
  busy?: boolean;
}

/** One entry of a settings list (a blocked person, a signed-in device): who or what, and a button. */
export function SettingsRow({
  label,
  leading,
  title,
  children,
  action,
  busy = false,
}: SettingsRowProps) {
  return (
    <Row aria-label={label}>
      {leading}
      <Text>
        <Title>{title}</Title>
        {children}
      </Text>
      {action ? (
        <Action
          $variant="secondary"
          $size="sm"
          onClick={action.onClick}
          disabled={busy}
          aria-label={action.name}
        >
          {busy ? action.busyLabel : action.label}
        </Action>
      ) : null}
    </Row>
  );
}

// Picture, text, button in a row; on phones the button goes under the text, still in reach.
const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  align-items: center;
  gap: 12px 16px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 44px minmax(0, 1fr) auto;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Action = styled(Button)`
  grid-column: 2;
  justify-self: start;

  ${({ theme }) => theme.media.sm} {
    grid-column: 3;
  }
`;
