import { hrefs, Link, type User } from '@kinora/shared';
import { TitledSection } from '../../../lib/titled-section';
import { TagBadge } from '../../../lib/tag-badge';

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
      <TagBadge>{ADMIN_BADGE}</TagBadge>
    </TitledSection>
  );
}
