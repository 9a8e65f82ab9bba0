import { ErrorState, LoadingState, useAsync } from '@kinora/shared';
import { getCommentSettings, getHeldForCreator } from '@kinora/shared/moderation';
import { HeldItemsList } from '../../../lib/held-items/held-items-list';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';
import { CommentSettingsForm } from './comment-settings-form';
import type { HeldListTexts } from '../../../lib/held-items/held-texts';

/** The Comments tab: what waits for the creator's review, and the channel's comment settings. */
export function CommentsTab() {
  const t = useT();
  const heldTexts: HeldListTexts = {
    label: t('Held comments and replies'),
    kinds: { comment: t('Comments'), post: t('Post replies') },
    replyToPost: t('Reply to your post'),
    empty: t('No comments are waiting for review.'),
  };
  const settings = useAsync(getCommentSettings, []);
  const { state, setData } = settings;
  return (
    <div>
      <TitledSection
        title={t('Held for review')}
        description={t(
          'Comments on your videos and replies to your posts that wait for you, oldest first. Nobody else sees them until you approve them.',
        )}
      >
        <HeldItemsList load={getHeldForCreator} texts={heldTexts} />
      </TitledSection>
      <TitledSection
        title={t('Comment settings')}
        description={t(
          'For every video that has no setting of its own (Edit on a video sets one).',
        )}
      >
        {state.status === 'loading' ? (
          <LoadingState label={t('Loading your comment settings...')} />
        ) : state.status === 'error' ? (
          <ErrorState
            message={t('Could not load your comment settings.')}
            onRetry={settings.reload}
          />
        ) : (
          <CommentSettingsForm settings={state.data} onSaved={(saved) => setData(() => saved)} />
        )}
      </TitledSection>
    </div>
  );
}
