import { formatViewCount } from '../format/format-view-count';
import { useSharedT } from '../i18n/shared-catalogue';
import { Button, type ButtonSize } from './button';
import { SvgIcon, type IconProps } from './icons';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  onToggle: () => void;
  /**
   * What is liked, for screen readers, in the interface's language: 'comment' gives 'Like comment
   * (3 likes)'. Default: plain 'Like (3 likes)'.
   */
  subject?: string;
  /** Videos use the md button beside Save; comments and posts a quiet sm one. */
  size?: ButtonSize;
  disabled?: boolean;
  /** The hover text; the default says what a click does. */
  title?: string;
}

const ThumbUpIcon = ({ filled, ...props }: IconProps & { filled: boolean }) => (
  <SvgIcon {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M7 10v12M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
  </SvgIcon>
);

/**
 * The one like button of the site (videos, comments, posts): a thumb that fills when liked and
 * the compact count. `aria-pressed` carries the state, the label the exact count.
 */
export function LikeButton({
  liked,
  count,
  onToggle,
  subject,
  size = 'sm',
  disabled = false,
  title,
}: LikeButtonProps) {
  const t = useSharedT();
  return (
    <Button
      type="button"
      $variant={size === 'sm' ? 'ghost' : 'secondary'}
      $size={size}
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={disabled ? undefined : liked}
      aria-label={
        subject
          ? t('Like {{subject}} ({{count}} likes)', { subject, count })
          : t('Like ({{count}} likes)', { count })
      }
      title={title ?? (liked ? t('Unlike') : t('I like this'))}
    >
      <ThumbUpIcon filled={liked} />
      <span aria-hidden="true">{formatViewCount(count)}</span>
    </Button>
  );
}
