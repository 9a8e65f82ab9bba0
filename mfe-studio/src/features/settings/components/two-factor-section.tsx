import { Button, formatDate, notify, type AccountSecurity, type Translate } from '@kinora/shared';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { TagBadge } from '../../../lib/tag-badge';
import { useT } from '../../../i18n';
import { useFocusAfterDialog } from '../hooks/use-focus-after-dialog';
import { DisableTotpDialog } from './disable-totp-dialog';
import { RenewCodesDialog } from './renew-codes-dialog';
import { TotpEnrolDialog } from './totp-enrol-dialog';

/** At or under this many unused recovery codes, the section asks for new ones. */
export const FEW_RECOVERY_CODES = 3;

type TwoFactorState = Pick<AccountSecurity, 'totpEnabledAt' | 'recoveryCodesLeft'>;

interface TwoFactorSectionProps {
  security: TwoFactorState;
  onChange: (next: TwoFactorState) => void;
}

const codesLeftLine = (t: Translate, left: number) =>
  left === 0
    ? t(
        'No recovery codes left. Make new ones: without them, losing your authenticator app would lock you out.',
      )
    : left <= FEW_RECOVERY_CODES
      ? t('Only {{count}} recovery codes left. Make new ones before they run out.', {
          count: left,
        })
      : t('{{count}} recovery codes left.', { count: left });

/**
 * Two-factor sign-in with an authenticator app: off, it offers to turn it on; on, it says since
 * when and how many recovery codes are left, and offers new codes or turning it off.
 */
export function TwoFactorSection({ security, onChange }: TwoFactorSectionProps) {
  const t = useT();
  const [dialog, setDialog] = useState<'enrol' | 'renew' | 'disable' | null>(null);
  const close = () => setDialog(null);
  const { totpEnabledAt, recoveryCodesLeft } = security;
  const firstActionRef = useRef<HTMLButtonElement>(null);
  useFocusAfterDialog(dialog !== null, firstActionRef);

  return (
    <TitledSection
      title={t('Two-factor authentication')}
      description={t(
        'A code from an authenticator app on your phone after your password, so a stolen password alone cannot sign in to your account.',
      )}
    >
      {totpEnabledAt ? (
        <>
          <State>
            <TagBadge>{t('On', { context: 'state' })}</TagBadge>
            <span>
              {t('Authenticator app turned on')}{' '}
              <time dateTime={totpEnabledAt}>{formatDate(totpEnabledAt)}</time>.
            </span>
          </State>
          <CodesLeft $few={recoveryCodesLeft <= FEW_RECOVERY_CODES}>
            {codesLeftLine(t, recoveryCodesLeft)}
          </CodesLeft>
          <Actions>
            <Button ref={firstActionRef} $variant="secondary" onClick={() => setDialog('renew')}>
              {t('New recovery codes')}
            </Button>
            <Button $variant="ghost" onClick={() => setDialog('disable')}>
              {t('Turn off')}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <State>
            <span>{t('Off: your password alone signs you in.')}</span>
          </State>
          <Actions>
            <Button ref={firstActionRef} onClick={() => setDialog('enrol')}>
              {t('Turn on')}
            </Button>
          </Actions>
        </>
      )}
      {dialog === 'enrol' ? (
        <TotpEnrolDialog
          onEnabled={(codes) => {
            onChange({ totpEnabledAt: new Date().toISOString(), recoveryCodesLeft: codes.length });
            notify.success(t('Two-factor authentication is on.'));
          }}
          onClose={close}
        />
      ) : null}
      {dialog === 'renew' ? (
        <RenewCodesDialog
          onRenewed={(codes) => onChange({ totpEnabledAt, recoveryCodesLeft: codes.length })}
          onClose={close}
        />
      ) : null}
      {dialog === 'disable' ? (
        <DisableTotpDialog
          onDisabled={() => {
            onChange({ totpEnabledAt: null, recoveryCodesLeft: 0 });
            close();
            notify.success(t('Two-factor authentication is off.'));
          }}
          onClose={close}
        />
      ) : null}
    </TitledSection>
  );
}

const State = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
`;

// A few codes left is worth a look: the warning colour, and the words say why.
const CodesLeft = styled.p<{ $few: boolean }>`
  color: ${({ theme, $few }) => ($few ? theme.colors.warning : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
