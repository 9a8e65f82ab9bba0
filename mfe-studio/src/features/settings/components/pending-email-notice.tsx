import { Button, getErrorMessage, notify, type User } from '@kinora/shared';
import { cancelEmailChange } from '@kinora/shared/account';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

interface PendingEmailNoticeProps {
  user: User;
  pendingEmail: string;
  onCancelled: (user: User) => void;
}

/**
 * A new address that waits for the link mailed to it: the account keeps signing in with the old
 * one until then, and the change can be called off.
 */
export function PendingEmailNotice({ user, pendingEmail, onCancelled }: PendingEmailNoticeProps) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      onCancelled(await cancelEmailChange());
      notify.success(t('The change of address was cancelled.'));
    } catch (failure) {
      notify.error(
        getErrorMessage(failure, t('Could not cancel the change of address. Please try again.')),
      );
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Notice role="group" aria-label={t('Change of address')}>
      <Text>
        <strong>{t('Waiting for confirmation: {{address}}', { address: pendingEmail })}</strong>
        <span>
          {t(
            'Open the link we sent to that address to make it the one you sign in with. Until then you sign in with {{address}}.',
            { address: user.email },
          )}
        </span>
      </Text>
      <Button $variant="secondary" $size="sm" onClick={() => void cancel()} disabled={cancelling}>
        {cancelling ? t('Cancelling...') : t('Cancel change')}
      </Button>
    </Notice>
  );
}

// The words and then the button; side by side where there is room, the button under them on a phone.
const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 16px;
  max-width: 560px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.warning} 8%, transparent);
`;

const Text = styled.p`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
