import { useSharedT } from '../i18n/shared-catalogue';
import { Button } from './button';

export interface SubscribeButtonProps {
  isSubscribed: boolean;
  pending?: boolean;
  onClick: () => void;
  /** The channel, for screen readers ('Subscribe to ann'). */
  channelName: string;
}

/** Subscribe (prominent) or Subscribed (quiet), as on the big video sites. */
export function SubscribeButton({
  isSubscribed,
  pending,
  onClick,
  channelName,
}: SubscribeButtonProps) {
  const t = useSharedT();
  return (
    <Button
      $variant={isSubscribed ? 'secondary' : 'primary'}
      onClick={onClick}
      aria-busy={pending || undefined}
      title={
        isSubscribed
          ? t('Unsubscribe from {{channelName}}', { channelName })
          : t('Subscribe to {{channelName}}', { channelName })
      }
    >
      {isSubscribed ? t('Subscribed') : t('Subscribe')}
    </Button>
  );
}
