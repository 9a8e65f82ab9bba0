import { hrefs, Link, type User } from '@kinora/shared';
import { TitledSection } from '../../../lib/titled-section';
import { TagBadge } from '../../../lib/tag-badge';

export const ADMIN_BADGE = 'Administrator';
export const MODERATOR_BADGE = 'Moderator';

/**
 * The account's role, shown to an admin or a moderator. The platform page is an admin's because
 * the site's operator granted it, and the operator alone takes it back; the moderation queue is a
 * moderator's because an admin made them one. A plain account has nothing to show here.
 */
export function AccountRole({ user }: { user: User }) {
  if (user.role === 'moderator') {
    return (
      <TitledSection
        title="Role"
        description={
          <>
            This account works the <Link to={hrefs.moderation()}>moderation queue</Link>: what
            people report, and what is done about it. The site’s admins grant and take the role.
          </>
        }
      >
        <TagBadge>{MODERATOR_BADGE}</TagBadge>
      </TitledSection>
    );
  }
  if (user.role !== 'admin') return null;
  return (
    <TitledSection
      title="Role"
      description={
        <>
          This account can open the <Link to={hrefs.platform()}>platform page</Link>: deployments,
          remote overrides and how remotes load, and the{' '}
          <Link to={hrefs.moderation()}>moderation queue</Link>. The site’s operator grants and
          removes the role.
        </>
      }
    >
      <TagBadge>{ADMIN_BADGE}</TagBadge>
    </TitledSection>
  );
}
