import { canModerate, PageHeader, useCurrentUser, useDocumentTitle } from '@kinora/shared';
import { getHeldForModerators } from '@kinora/shared/moderation';
import { HeldItemsList } from '../../../lib/held-items/held-items-list';
import { useT } from '../../../i18n';
import { RoleGate } from '../../../lib/role-gate';
import { moderatorsOnlyTexts } from '../texts';
import { ModerationNav } from './moderation-nav';
import type { HeldListTexts } from '../../../lib/held-items/held-texts';

/** The English of the empty list's title (the catalogue's key), as tests find it. */
export const MODERATION_HELD_EMPTY = 'Nothing is waiting for review.';

/** `/moderation/held` (moderators and admins): comments and posts the site's blocked words hold. */
export function ModerationHeldPage() {
  const t = useT();
  useDocumentTitle(t('Held for review'));
  const user = useCurrentUser();
  const heldTexts: HeldListTexts = {
    label: t('Held comments and posts'),
    kinds: { comment: t('Comments'), post: t('Posts') },
    replyToPost: t('Reply to a post'),
    empty: t('Nothing is waiting for review.'),
  };
  return (
    <RoleGate allowed={canModerate(user)} title={t('Held for review')} {...moderatorsOnlyTexts(t)}>
      <div>
        <PageHeader
          title={t('Held for review')}
          subtitle={t(
            'Comments and posts that contain one of the site’s blocked words, oldest first. Nobody but their author sees them until a moderator approves them.',
          )}
        />
        <ModerationNav />
        <HeldItemsList load={getHeldForModerators} texts={heldTexts} />
      </div>
    </RoleGate>
  );
}
