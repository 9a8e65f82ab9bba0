import { LikeButton as LikeButtonView } from '@kinora/shared';
import { useT } from '../../../i18n';
import { useLike } from '../hooks/use-like';

/** The video's like button: the site's one like button, fed by the video's like status. */
export function LikeButton({
  videoId,
  disabled,
  fallbackCount,
}: {
  videoId: string;
  disabled: boolean;
  fallbackCount: number;
}) {
  const t = useT();
  const { status, toggle } = useLike(videoId, !disabled, fallbackCount);
  return (
    <LikeButtonView
      size="md"
      liked={status.isLiked}
      count={status.likesCount}
      onToggle={toggle}
      disabled={disabled}
      {...(disabled ? { title: t('YouTube videos cannot be liked here') } : {})}
    />
  );
}
