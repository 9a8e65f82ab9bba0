import { Button, ROUTES, useCurrentUser, useLocation, useSiteInfo } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useResendVerification } from '../hooks/use-resend-verification';

/**
 * Over every page of a signed-in account whose address is not verified yet: where the link went,
 * a way to get another, and what waits for it where the site requires it. A change of address
 * waiting for its confirmation is Settings' business, not this banner's.
 */
export function EmailVerificationBanner() {
  const t = useT();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // The page that confirms the address says itself how that went.
  const unverified = user !== null && !user.emailVerified && pathname !== ROUTES.verifyEmail;
  const site = useSiteInfo(unverified);
  const { resend, sending } = useResendVerification();
  // Drawn once the site has said whether it requires verification (or failed to), so the banner
  // appears whole instead of growing a line under the page a moment later.
  if (!unverified || site.state.status === 'loading') return null;
  const required = site.state.status === 'success' && site.state.data.requireEmailVerification;

  return (
    <Banner role="status">
      <Message>
        <p>
          <strong>{t('Verify your email address.')}</strong> {t('We sent a link to')}{' '}
          <Address>{user.email}</Address>.
        </p>
        {required && <p>{t("Until then you can't upload, comment or post.")}</p>}
      </Message>
      <Button $variant="secondary" $size="sm" onClick={resend} disabled={sending}>
        {sending ? t('Sending...') : t('Resend')}
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0 0 16px;
  padding: 10px 12px 10px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Takes the row; on a phone the button wraps under it rather than squeezing it. */
const Message = styled.div`
  flex: 1 1 280px;
  min-width: 0;

  p {
    margin: 0;
  }
`;

/** A long address breaks anywhere rather than widening the page. */
const Address = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
