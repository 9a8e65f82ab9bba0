export { theme, type KinoraTheme, type ColorToken, type ColorSchemeName } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export {
  Frame,
  type FrameProps,
  mainColumnStyles,
  SIDEBAR_BESIDE_QUERY,
  SIDEBAR_OVERLAY_QUERY,
  SIDEBAR_WIDTH,
  sidebarStyles,
  TOP_BAR_HEIGHT,
  topBarStyles,
  watchGridStyles,
} from './frame';
export { Logo, LogoMark, type LogoMarkProps } from './logo';
export { KinoraThemeProvider } from './theme/kinora-theme-provider';
export {
  Button,
  ButtonLink,
  buttonStyles,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from './button';
export { IconButton, type IconButtonProps } from './icon-button';
export {
  SvgIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  AlertIcon,
  VideoIcon,
  PinIcon,
  SearchIcon,
  type IconProps,
} from './icons';
export { Avatar, DEFAULT_AVATAR_URL, type AvatarProps } from './avatar';
export { VideoCard, CardLink, type VideoCardProps, type VideoCardLayout } from './video-card';
export { ResponsiveThumbnail, type ResponsiveThumbnailProps } from './responsive-thumbnail';
export {
  toCardProps,
  isExternalVideo,
  watchIdOf,
  watchedFraction,
  type VideoCardData,
} from './video-card-props';
export { VideoCardSkeleton, SkeletonBlock } from './skeleton';
export {
  ABOVE_THE_FOLD_CARDS,
  VideoGrid,
  GRID_THUMBNAIL_SIZES,
  type VideoGridProps,
} from './video-grid';
export { HorizontalScroller, type HorizontalScrollerProps } from './horizontal-scroller';
export { ChannelCard, type ChannelCardProps } from './channel-card';
export {
  RichText,
  TimestampSeekProvider,
  EXTERNAL_LINK_REL,
  type TimestampSeek,
} from './rich-text';
// The channel header's drawing, props alone: the server's first paint draws it too. What the apps
// wrap it in (the viewer's actions, the live count, the loading) is the channel kit,
// `@kinora/shared/channel`.
export {
  ChannelHeaderView,
  channelNameOf,
  type ChannelHeaderViewProps,
} from './channel-header-view';
export { ChannelBanner, type ChannelBannerProps } from './channel-banner';
export { ChannelDescription } from './channel-description';
// The results page's pieces, props alone: the server's first paint draws them too.
export {
  SearchResultsHeader,
  SearchFilterBar,
  SearchCorrection,
  CommunityResultsSection,
  ExternalResultsSection,
  ResultsNote,
  NoCommunityVideos,
  NoExternalVideos,
  spokenCardProps,
  type SearchFilterBarProps,
  type CommunityResultsSectionProps,
} from './search-results';
export { Dialog, type DialogActions, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  Spinner,
  type EmptyStateProps,
  type ErrorStateProps,
  type LoadingStateProps,
} from './states';
export { PageHeader, pageTitleStyles, type PageHeaderProps } from './page-header';
export { FormError } from './form-error';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export {
  SegmentedControl,
  SortBar,
  type SegmentedControlProps,
  type SegmentedOption,
} from './segmented-control';
export { VisuallyHidden } from './visually-hidden';
export { usePopover, MenuPanel, MenuItem } from './popover';
export { LinkTabs, type LinkTabsProps, type LinkTabItem } from './tabs';
export { LoadMore, LOAD_MORE_LABEL, type LoadMoreProps, type LoadMoreList } from './load-more';
export { SubscribeButton, type SubscribeButtonProps } from './subscribe-button';
export { LikeButton, type LikeButtonProps } from './like-button';
