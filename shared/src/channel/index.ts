export { ChannelHeader, type ChannelHeaderProps } from './channel-header';
export { ChannelHeaderView, type ChannelHeaderViewProps } from './channel-header-view';
export { ChannelBanner, type ChannelBannerProps } from './channel-banner';
export { ChannelDescription } from './channel-description';
export {
  ChannelFrame,
  CHANNEL_LOADING,
  CHANNEL_NOT_FOUND,
  CHANNEL_LOAD_ERROR,
  type ChannelFrameProps,
} from './channel-frame';
export {
  useSubscriptionToggle,
  SUBSCRIBE_LOGIN_MESSAGE,
  SUBSCRIBE_FAILED_MESSAGE,
  type SubscriptionToggle,
} from './use-subscription-toggle';
