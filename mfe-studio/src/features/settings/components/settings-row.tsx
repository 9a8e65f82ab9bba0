import { Button } from '@kinora/shared';
import styled from 'styled-components';
import type { ReactNode } from 'react';

/** A button at the end of a row. */
export interface SettingsRowAction {
  /** What it says: 'Unblock'. */
  label: string;
  /** What it says while the row is busy: 'Unblocking...'; unchanged when not given. */
  busyLabel?: string;
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
  /** Its buttons, in their order (none for a row that only tells). */
  actions?: readonly SettingsRowAction[];
  /** An action is being sent: every button of the row waits. */
  busy?: boolean;
}

/**
 * One entry of a settings list (a blocked person, a signed-in device, a passkey): who or what,
 * and its buttons.
 */
export function SettingsRow({
  label,
  leading,
  title,
  children,
  actions = [],
  busy = false,
}: SettingsRowProps) {
  return (
    <Row aria-label={label}>
      {leading}
      <Text>
        <Title>{title}</Title>
        {children}
      </Text>
      {actions.length > 0 ? (
        <Actions>
          {actions.map((action) => (
            <Button
              key={action.label}
              $variant="secondary"
              $size="sm"
              onClick={action.onClick}
              disabled={busy}
              aria-label={action.name}
            >
              {busy ? (action.busyLabel ?? action.label) : action.label}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Row>
  );
}

// Picture, text, buttons in a row; on phones the buttons go under the text, still in reach.
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 2;
  justify-self: start;

  ${({ theme }) => theme.media.sm} {
    grid-column: 3;
  }
`;
