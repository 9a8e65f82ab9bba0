import { hrefs, Link, type User } from '@kinora/shared';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';
import { EmailVerificationLine } from './email-verification-line';

interface EmailStatusSectionProps {
  /** The signed-in account: its address, and a new one waiting for its link. */
  user: Pick<User, 'email' | 'pendingEmail'>;
  verified: boolean;
}

/**
 * Where the account's mail goes and whether the address is confirmed, the way back in when a
 * password is lost. Sending a new link and changing the address live elsewhere (the banner at
 * the top of the site, Account settings): this says how things stand.
 */
export function EmailStatusSection({ user, verified }: EmailStatusSectionProps) {
  const t = useT();
  return (
    <TitledSection
      title={t('Email')}
      description={t('Password resets and sign-in notices go to this address.')}
    >
      <Address>{user.email}</Address>
      <EmailVerificationLine verified={verified} />
      {user.pendingEmail ? (
        <Pending>
          {t('Waiting for confirmation:')} <strong>{user.pendingEmail}</strong>.{' '}
          {t(
            'It becomes your address once the link we sent to it is opened; you can cancel the change in',
          )}{' '}
          <Link to={hrefs.settingsAccount()}>{t('Account settings')}</Link>.
        </Pending>
      ) : null}
    </TitledSection>
  );
}

const Address = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Pending = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  /* Underlined: in a sentence a link must not be told apart by its colour alone. */
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;
