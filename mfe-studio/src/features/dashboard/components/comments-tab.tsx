import { ErrorState, LoadingState, useAsync } from '@kinora/shared';
import { getCommentSettings, getHeldForCreator } from '@kinora/shared/moderation';
import { HeldItemsList } from '../../../lib/held-items/held-items-list';
import { TitledSection } from '../../../lib/titled-section';
import { CommentSettingsForm } from './comment-settings-form';
import type { HeldListTexts } from '../../../lib/held-items/held-texts';

export const HELD_EMPTY = 'No comments are waiting for review.';
const SETTINGS_LOADING = 'Loading your comment settings...';
const SETTINGS_FAILED = 'Could not load your comment settings.';

const CREATOR_HELD_TEXTS: HeldListTexts = {
  label: 'Held comments and replies',
  kinds: { comment: 'Comments', post: 'Post replies' },
  replyToPost: 'Reply to your post',
  empty: HELD_EMPTY,
};

/** The Comments tab: what waits for the creator's review, and the channel's comment settings. */
export function CommentsTab() {
  const settings = useAsync(getCommentSettings, []);
  const { state, setData } = settings;
  return (
    <div>
      <TitledSection
        title="Held for review"
        description="Comments on your videos and replies to your posts that wait for you, oldest first. Nobody else sees them until you approve them."
      >
        <HeldItemsList load={getHeldForCreator} texts={CREATOR_HELD_TEXTS} />
      </TitledSection>
      <TitledSection
        title="Comment settings"
        description="For every video that has no setting of its own (Edit on a video sets one)."
      >
        {state.status === 'loading' ? (
          <LoadingState label={SETTINGS_LOADING} />
        ) : state.status === 'error' ? (
          <ErrorState message={SETTINGS_FAILED} onRetry={settings.reload} />
        ) : (
          <CommentSettingsForm settings={state.data} onSaved={(saved) => setData(() => saved)} />
        )}
      </TitledSection>
    </div>
  );
}
