import { canModerate, PageHeader, useCurrentUser, useDocumentTitle } from '@kinora/shared';
import { getHeldForModerators } from '@kinora/shared/moderation';
import { HeldItemsList } from '../../../lib/held-items/held-items-list';
import { RoleGate } from '../../../lib/role-gate';
import { MODERATION_HELD_TITLE, MODERATORS_ONLY_MESSAGE, MODERATORS_ONLY_TITLE } from '../texts';
import { ModerationNav } from './moderation-nav';
import type { HeldListTexts } from '../../../lib/held-items/held-texts';

export const MODERATION_HELD_EMPTY = 'Nothing is waiting for review.';

const MODERATOR_HELD_TEXTS: HeldListTexts = {
  label: 'Held comments and posts',
  kinds: { comment: 'Comments', post: 'Posts' },
  replyToPost: 'Reply to a post',
  empty: MODERATION_HELD_EMPTY,
};

/** `/moderation/held` (moderators and admins): comments and posts the site's blocked words hold. */
export function ModerationHeldPage() {
  useDocumentTitle(MODERATION_HELD_TITLE);
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={canModerate(user)}
      title={MODERATION_HELD_TITLE}
      deniedTitle={MODERATORS_ONLY_TITLE}
      deniedMessage={MODERATORS_ONLY_MESSAGE}
    >
      <div>
        <PageHeader
          title={MODERATION_HELD_TITLE}
          subtitle="Comments and posts that contain one of the site’s blocked words, oldest first. Nobody but their author sees them until a moderator approves them."
        />
        <ModerationNav />
        <HeldItemsList load={getHeldForModerators} texts={MODERATOR_HELD_TEXTS} />
      </div>
    </RoleGate>
  );
}
