import { useEffect } from 'react';
import {
  ApiError,
  displayNameOf,
  EmptyState,
  ErrorState,
  getChannel,
  hrefs,
  Link,
  LoadingState,
  notify,
  useAsync,
  useBlockScope,
  useDocumentTitle,
  useFirstScreenReady,
  useParams,
  useSharedT,
  sharedT,
  type ChannelProfile,
} from '@kinora/shared';
import { ChannelHeader } from './channel-header';
import type { ReactNode } from 'react';

/*
 * What the frame says while it loads, when there is no such channel and when it failed, in
 * English; the frame says them in the interface's language.
 */
export const CHANNEL_LOADING = 'Loading channel...';
export const CHANNEL_NOT_FOUND = 'Channel not found.';
export const CHANNEL_LOAD_ERROR = 'Failed to load channel data.';

/** `CHANNEL_LOAD_ERROR` in the interface's language. */
export const channelLoadError = (): string => sharedT('Failed to load channel data.');

export interface ChannelFrameProps {
  /**
   * The tab's name for the document title ('Ann - Community'), in the interface's language; none
   * on the main tab.
   */
  section?: string;
  /** Passed to the header: what the owner sees in place of Subscribe on this tab. */
  ownerActions?: ReactNode;
  /** Passed to the header: the "…" menu others see beside Subscribe, for the channel shown. */
  menu?: (channel: ChannelProfile) => ReactNode;
  /**
   * What the tab shows instead of its content when the viewer blocked the channel everywhere (its
   * videos and posts are hidden from them); the tab's content shows regardless without it.
   */
  blocked?: (channel: ChannelProfile) => ReactNode;
  /** The tab's content, once the channel is known. */
  children: (channel: ChannelProfile) => ReactNode;
}

/**
 * Every `/channel/:username/*` tab: loads the channel once, shows its loading, not-found and
 * failure states, then the one channel header above the tab's content.
 */
export function ChannelFrame({
  section,
  ownerActions,
  menu,
  blocked,
  children,
}: ChannelFrameProps) {
  const t = useSharedT();
  const { username = '' } = useParams();
  const { state, reload } = useAsync(() => getChannel(username), [username]);
  // A block or unblock made on this page (in the header's menu, on the notice) counts at once.
  const blockScope = useBlockScope(
    state.status === 'success' ? state.data._id : '',
    state.status === 'success' ? state.data.blockScope : null,
  );
  const showsBlocked =
    state.status === 'success' && blocked !== undefined && blockScope === 'everywhere';
  // A malformed username (400) names no channel either.
  const notFound =
    state.status === 'error' &&
    state.error instanceof ApiError &&
    (state.error.status === 404 || state.error.status === 400);
  const failed = state.status === 'error' && !notFound;
  // A tab the server drew hands over once its content is there; without a channel (or with the
  // blocked notice in its place), here.
  useFirstScreenReady(state.status === 'error' || showsBlocked);

  const name = state.status === 'success' ? displayNameOf(state.data) : null;
  const notFoundTitle = t('Channel not found.');
  useDocumentTitle(
    name ? (section ? `${name} - ${section}` : name) : notFound ? notFoundTitle : t('Channel'),
  );

  useEffect(() => {
    if (failed) notify.error(channelLoadError());
  }, [failed]);

  if (state.status === 'loading') return <LoadingState label={t('Loading channel...')} />;
  if (notFound) {
    return (
      <EmptyState
        title={notFoundTitle}
        message={t('There is no channel called @{{username}}.', { username })}
        action={<Link to={hrefs.searchChannels(username)}>{t('Search channels instead')}</Link>}
      />
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={t('Failed to load channel data.')} onRetry={reload} />;
  }
  const channel = blockScope === state.data.blockScope ? state.data : { ...state.data, blockScope };
  return (
    <>
      <ChannelHeader channel={channel} ownerActions={ownerActions} menu={menu?.(channel)} />
      {showsBlocked ? blocked?.(channel) : children(channel)}
    </>
  );
}
