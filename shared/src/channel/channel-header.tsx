import {
  ButtonLink,
  ChannelHeaderView,
  displayNameOf,
  hrefs,
  SubscribeButton,
  useCurrentUser,
  useSharedT,
  type ChannelProfile,
} from '@kinora/shared';
import { useSubscriptionToggle } from './use-subscription-toggle';
import type { ReactNode } from 'react';

export interface ChannelHeaderProps {
  channel: ChannelProfile;
  /**
   * What the channel's owner sees in place of Subscribe on this tab (a 'Manage My Videos' link on
   * Videos, 'Add Post' on Community). Everyone else sees Subscribe: a visitor's click asks them
   * to sign in and comes back here, as on the watch page.
   */
  ownerActions?: ReactNode;
  /**
   * The "…" menu others see beside Subscribe (the remotes put Report there); the owner never
   * sees it.
   */
  menu?: ReactNode;
}

/**
 * The channel header as the apps show it: the actions that fit the viewer and a live subscriber
 * count. Every tab of a channel renders this same header, so moving between tabs changes only
 * what is under it.
 */
export function ChannelHeader({ channel, ownerActions, menu }: ChannelHeaderProps) {
  const t = useSharedT();
  const me = useCurrentUser();
  const { status, pending, toggle } = useSubscriptionToggle(
    channel._id,
    { isSubscribed: channel.isSubscribed, subscribersCount: channel.subscribersCount },
    { announce: true },
  );
  const actions =
    me?._id === channel._id ? (
      <>
        <ButtonLink to={hrefs.settingsProfile()} $variant="secondary" $size="md">
          {t('Customize channel')}
        </ButtonLink>
        {ownerActions}
      </>
    ) : (
      <>
        <SubscribeButton
          channelName={displayNameOf(channel)}
          isSubscribed={status.isSubscribed}
          pending={pending}
          onClick={toggle}
        />
        {menu}
      </>
    );
  return (
    <ChannelHeaderView
      channel={channel}
      subscribersCount={status.subscribersCount}
      actions={actions}
    />
  );
}
