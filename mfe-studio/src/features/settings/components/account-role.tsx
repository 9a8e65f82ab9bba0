import { hrefs, Link, type User } from '@kinora/shared';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';

export const ADMIN_BADGE = 'Administrator';

/**
 * The account's role, shown to an admin: the platform page is theirs because the site's operator
 * granted it, and the operator alone takes it back. A plain account has nothing to show here.
 */
export function AccountRole({ user }: { user: User }) {
  if (user.role !== 'admin') return null;
  return (
    <TitledSection
      title="Role"
      description={
        <>
          This account can open the <Link to={hrefs.platform()}>platform page</Link>: deployments,
          remote overrides and how remotes load. The site’s operator grants and removes the role.
        </>
      }
    >
      <Badge>{ADMIN_BADGE}</Badge>
    </TitledSection>
  );
}

const Badge = styled.span`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(62, 166, 255, 0.16);
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
