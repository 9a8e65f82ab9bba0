import { hrefs, Link, type User } from '@kinora/shared';
import { TitledSection } from '../../../lib/titled-section';
import { TagBadge } from '../../../lib/tag-badge';
import { useT } from '../../../i18n';

/**
 * The account's role, shown to an admin or a moderator. The platform page is an admin's because
 * the site's operator granted it, and the operator alone takes it back; the moderation queue is a
 * moderator's because an admin made them one. A plain account has nothing to show here.
 */
export function AccountRole({ user }: { user: User }) {
  const t = useT();
  if (user.role === 'moderator') {
    return (
      <TitledSection
        title={t('Role')}
        description={
          <>
            {t('This account works the')}{' '}
            <Link to={hrefs.moderation()}>{t('moderation queue')}</Link>
            {t(
              ': what people report, and what is done about it. The site’s admins grant and take the role.',
            )}
          </>
        }
      >
        <TagBadge>{t('Moderator')}</TagBadge>
      </TitledSection>
    );
  }
  if (user.role !== 'admin') return null;
  return (
    <TitledSection
      title={t('Role')}
      description={
        <>
          {t('This account can open the')} <Link to={hrefs.platform()}>{t('platform page')}</Link>
          {t(': deployments, remote overrides and how remotes load, and the')}{' '}
          <Link to={hrefs.moderation()}>{t('moderation queue')}</Link>
          {t('. The site’s operator grants and removes the role.')}
        </>
      }
    >
      <TagBadge>{t('Administrator')}</TagBadge>
    </TitledSection>
  );
}
