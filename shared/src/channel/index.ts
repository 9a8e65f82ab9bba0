// The channel pages' kit: the frame every `/channel/:username/*` tab renders, the header with the
// viewer's actions, and subscribing. The remotes that show a channel bundle it; it is not part of
// the federated package, so a first visit downloads none of it. The header's drawing
// (`ChannelHeaderView`, `ChannelBanner`, `ChannelDescription`) stays in the UI kit: the server's
// first paint draws it, and the apps' links in it must come from the one link provider.
export { ChannelHeader, type ChannelHeaderProps } from './channel-header';
export {
  ChannelFrame,
  CHANNEL_LOADING,
  CHANNEL_NOT_FOUND,
  CHANNEL_LOAD_ERROR,
  channelLoadError,
  type ChannelFrameProps,
} from './channel-frame';
export {
  useSubscriptionToggle,
  SUBSCRIBE_LOGIN_MESSAGE,
  SUBSCRIBE_FAILED_MESSAGE,
  type SubscriptionToggle,
} from './use-subscription-toggle';
