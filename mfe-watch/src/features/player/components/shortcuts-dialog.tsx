import { Dialog } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { playerShortcuts } from '../player-shortcuts';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** `?` on the watch page: every player key, in the order people reach for them. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('Keyboard shortcuts')}
      description={t('They work anywhere on this page, except while typing.')}
    >
      <List>
        {playerShortcuts(t).map(({ keys, action }) => (
          <div key={action}>
            <dt>
              {keys.map((key) =>
                key === '…' ? <span key={key}>–</span> : <kbd key={key}>{key}</kbd>,
              )}
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </List>
    </Dialog>
  );
}

const List = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;

  div {
    display: grid;
    grid-template-columns: 120px 1fr;
    align-items: center;
    gap: 12px;
  }

  dt {
    display: flex;
    gap: 4px;
    align-items: center;
  }

  dd {
    margin: 0;
  }

  kbd {
    min-width: 26px;
    padding: 2px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
`;
