import styled from 'styled-components';
import { CommentThread } from './comment-thread';
import type { CommentPolicy } from '@kinora/shared';

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

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
  if (!external) {
    return (
      <Wrap>
        <CommentThread
          source="own"
          videoId={videoId}
          {...(owner ? { videoOwner: owner } : {})}
          policy={commentPolicy}
          heading={(total) => count(total, 'Comment', 'Comments')}
        />
      </Wrap>
    );
  }
  return (
    <Wrap>
      <CommentThread
        source="site-on-external"
        videoId={videoId}
        heading={(total) => `${count(total, 'Comment', 'Comments')} on Kinora`}
      />
      <CommentThread
        source="youtube"
        videoId={videoId}
        heading={(total) => `${count(total, 'Comment', 'Comments')} on YouTube`}
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
