import { useCallback } from 'react';
import { LikeButton, type LikeStatus, useLikeToggle } from '@kinora/shared';

export interface DiscussionLikeProps {
  /** What is liked, for screen readers: 'comment' gives 'Like comment (3 likes)'. */
  subject: string;
  entryId: string;
  /** What the list said about this entry. */
  initial: LikeStatus;
  /** The entry's like endpoint (a comment's, a post's). */
  toggleLike: (entryId: string) => Promise<LikeStatus>;
}

/** The like button of one entry of a discussion, optimistic as every like of the site. */
export function DiscussionLike({ subject, entryId, initial, toggleLike }: DiscussionLikeProps) {
  const toggleRemote = useCallback(() => toggleLike(entryId), [toggleLike, entryId]);
  const { status, toggle } = useLikeToggle(initial, toggleRemote);
  return (
    <LikeButton
      subject={subject}
      liked={status.isLiked}
      count={status.likesCount}
      onToggle={toggle}
    />
  );
}
