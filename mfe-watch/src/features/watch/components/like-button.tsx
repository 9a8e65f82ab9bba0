import { Button, formatViewCount } from '@kinora/shared';
import { ThumbUpIcon } from '../../../lib/icons';
import { useLike } from '../hooks/use-like';

export function LikeButton({
  videoId,
  disabled,
  fallbackCount,
}: {
  videoId: string;
  disabled: boolean;
  fallbackCount: number;
}) {
  const { status, toggle } = useLike(videoId, !disabled, fallbackCount);
  const count = status.likesCount;
  return (
    <Button
      $variant="secondary"
      onClick={toggle}
      disabled={disabled}
      aria-pressed={disabled ? undefined : status.isLiked}
      aria-label={`Like (${count} ${count === 1 ? 'like' : 'likes'})`}
      title={
        disabled ? 'YouTube videos cannot be liked here' : status.isLiked ? 'Unlike' : 'I like this'
      }
    >
      <ThumbUpIcon filled={status.isLiked} />
      <span aria-hidden="true">{formatViewCount(count)}</span>
    </Button>
  );
}
