import styled from 'styled-components';
import { useT } from '../../../i18n';
import { CommentThread } from './comment-thread';
import type { CommentPolicy } from '@kinora/shared';

/**
 * Own videos: the site's comments. YouTube videos: the site's comments on it (people here can
 * still talk about it) and, read-only, YouTube's own comments.
 */
export function CommentsSection({
  videoId,
  external,
  owner,
  commentPolicy = 'on',
}: {
  videoId: string;
  external: boolean;
  /** Own videos: who may comment now (off: no comments shown; held: reviewed first). */
  commentPolicy?: CommentPolicy;
  /** The own video's owner, who may pin a comment. */
  owner?: { id: string; name: string };
}) {
  const t = useT();
  if (!external) {
    return (
      <Wrap>
        <CommentThread
          source="own"
          videoId={videoId}
          {...(owner ? { videoOwner: owner } : {})}
          policy={commentPolicy}
          heading={(total) => t('{{count}} Comments', { count: total })}
        />
      </Wrap>
    );
  }
  return (
    <Wrap>
      <CommentThread
        source="site-on-external"
        videoId={videoId}
        heading={(total) => t('{{count}} Comments on Kinora', { count: total })}
      />
      <CommentThread
        source="youtube"
        videoId={videoId}
        heading={(total) => t('{{count}} Comments on YouTube', { count: total })}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 40px;
  margin-top: 24px;
`;
