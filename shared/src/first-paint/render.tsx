import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import styled, { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { VIDEO_ORDERS, type VideoOrder } from '../routing/first-screen';
import { ABOVE_THE_FOLD_CARDS, VideoGrid } from '../ui/video-grid';
import { ChannelHeaderView, channelNameOf } from '../ui/channel-header-view';
import { IconButton } from '../ui/icon-button';
import { SubscribeButton } from '../ui/subscribe-button';
import { HorizontalScroller } from '../ui/horizontal-scroller';
import { PageHeader } from '../ui/page-header';
import { SegmentedControl, SortBar } from '../ui/segmented-control';
import { VideoCard } from '../ui/video-card';
import { toCardProps } from '../ui/video-card-props';
import { VisuallyHidden } from '../ui/visually-hidden';
import { LoadMore } from '../ui/load-more';
import {
  CommunityResultsSection,
  ExternalResultsSection,
  NoCommunityVideos,
  NoExternalVideos,
  SearchCorrection,
  SearchFilterBar,
  SearchResultsHeader,
  spokenCardProps,
} from '../ui/search-results';
import { GlobalStyle } from '../ui/theme/global-style';
import { theme } from '../ui/theme/theme';
import { Frame, SIDEBAR_BESIDE_QUERY, sidebarStyles, watchGridStyles } from '../ui/frame';
import { LinkProvider, plainLinks } from '../ui/link';
import { DEFAULT_SENSITIVE_CONTENT_MODE, SensitiveContentProvider } from '../ui/sensitive-content';
import { Logo } from '../ui/logo';
import { drawIn, i18n } from '../i18n/i18n';
import { useSharedT } from '../i18n/shared-catalogue';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../contract/languages';
import { FIRST_PAINT_ID, FIRST_PAINT_STYLE_ID } from './hand-over';
import { pageTexts } from './page-texts';
import type { i18n as I18n } from 'i18next';
import type { SensitiveContentMode, Video } from '../contract/video';
import type { ChannelProfile, ExternalVideo } from '../contract';
import type { SearchResultsFilters, VideoSearchHit } from '../routing/results';

/**
 * A list of videos as everyone gets it: `sensitiveContent` is how its sensitive videos are drawn
 * (for a visitor the site's choice, `SiteInfo.sensitiveContent`), blur when not given.
 */
export interface FirstPaintVideoList {
  videos: Video[];
  sensitiveContent?: SensitiveContentMode;
}

/** The first page of one list of search results, as its answer gave it. */
export interface FirstPaintResults<Item> {
  videos: Item[];
  /** Whether a next page follows (its Load More button is drawn, unseen, to keep its place). */
  hasMore: boolean;
}

/** The first screens the server can draw, each from the API answer its page asks for first. */
export type FirstPaintScreen =
  | ({ page: 'home' } & FirstPaintVideoList)
  | {
      page: 'results';
      /** What was searched for, as the page reads it from its address. */
      term: string;
      filters: SearchResultsFilters;
      /** "Did you mean", when the community's titles spell the query otherwise. */
      correction: string | null;
      community: FirstPaintResults<VideoSearchHit> & { total: number };
      external: FirstPaintResults<ExternalVideo>;
      sensitiveContent?: SensitiveContentMode;
    }
  | ({ page: 'explore'; order: VideoOrder } & FirstPaintVideoList)
  | ({ page: 'channel'; channel: ChannelProfile; order: VideoOrder } & FirstPaintVideoList)
  | {
      page: 'watch';
      title: string;
      poster: string;
      /**
       * A sensitive video a visitor is warned about (the site blurs or hides them): its player's
       * box is drawn without the poster, since the page shows a warning there first.
       */
      sensitive?: boolean;
    };

/** The address each drawing is of: the channel's tabs show which one is current. */
function pathOf(screen: FirstPaintScreen): string {
  if (screen.page === 'channel') return `/channel/${screen.channel.username}`;
  if (screen.page === 'results') return '/results';
  return screen.page === 'explore' ? '/explore' : '/';
}

function sensitiveModeOf(screen: FirstPaintScreen): SensitiveContentMode {
  if (screen.page === 'watch') return DEFAULT_SENSITIVE_CONTENT_MODE;
  return screen.sensitiveContent ?? DEFAULT_SENSITIVE_CONTENT_MODE;
}

export interface FirstPaint {
  /** Its stylesheet, for the end of `<head>`; it also keeps the app's root hidden meanwhile. */
  head: string;
  /** The drawing, for `<body>` right before the app's root. */
  body: string;
}

const cards = (videos: Video[]) =>
  videos.map((video, index) => (
    <VideoCard key={video._id} {...toCardProps(video)} priority={index < ABOVE_THE_FOLD_CARDS} />
  ));

const noChange = () => undefined;

/** A list's Load More, which only works with the app: its place kept, unseen, as the sort's. */
function ReservedLoadMore({ hasMore }: { hasMore: boolean }) {
  if (!hasMore) return null;
  const list = {
    items: [],
    hasMore,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore: () => Promise.resolve(false),
  };
  return (
    <Reserved aria-hidden="true">
      <LoadMore list={list} />
    </Reserved>
  );
}

/**
 * A page's sort control, which only works with the app: drawn to keep its place, unseen (a
 * button that ignored a click would be worse than one that appears a moment later).
 */
function ReservedSort({
  labels,
  order,
}: {
  labels: Record<VideoOrder, string>;
  order: VideoOrder;
}) {
  const t = useSharedT();
  return (
    <Reserved aria-hidden="true">
      <SegmentedControl
        label={t('Sort videos')}
        options={VIDEO_ORDERS.map((value) => ({ value, label: labels[value] }))}
        value={order}
        onChange={noChange}
      />
    </Reserved>
  );
}

/**
 * What is found under a channel's description: Subscribe (Subscribed, or Customize channel, for
 * someone signed in) and the "…" menu. Both only work with the app, so their places are kept,
 * unseen, as the sort's.
 */
function ReservedChannelActions({ channel }: { channel: ChannelProfile }) {
  const t = useSharedT();
  return (
    <>
      <Reserved aria-hidden="true">
        <SubscribeButton
          channelName={channelNameOf(channel)}
          isSubscribed={false}
          onClick={noChange}
        />
      </Reserved>
      <Reserved aria-hidden="true">
        <IconButton aria-label={t('More actions for this channel')} size="md">
          {null}
        </IconButton>
      </Reserved>
    </>
  );
}

/** What each page shows first, drawn with the components the page itself uses. */
function Screen({ screen }: { screen: FirstPaintScreen }) {
  const t = useSharedT();
  const texts = pageTexts(t);
  switch (screen.page) {
    case 'home':
      return (
        <>
          <VisuallyHidden as="h1">{t('Home')}</VisuallyHidden>
          <HorizontalScroller title={texts.communityRowTitle}>
            {cards(screen.videos)}
          </HorizontalScroller>
        </>
      );
    case 'explore':
      return (
        <>
          <PageHeader
            title={texts.exploreTitle}
            actions={<ReservedSort labels={texts.exploreOrderLabels} order={screen.order} />}
          />
          <VideoGrid>{cards(screen.videos)}</VideoGrid>
        </>
      );
    case 'channel':
      return (
        <>
          <ChannelHeaderView
            channel={screen.channel}
            actions={<ReservedChannelActions channel={screen.channel} />}
          />
          <section aria-label={t('Videos')}>
            {screen.channel.videosCount > 1 ? (
              <SortBar>
                <ReservedSort labels={texts.channelOrderLabels} order={screen.order} />
              </SortBar>
            ) : null}
            <VideoGrid>{cards(screen.videos)}</VideoGrid>
          </section>
        </>
      );
    case 'results': {
      const { term, filters, correction, community, external } = screen;
      // The first cards on screen are the community's, or the public ones when it found none.
      const communityFirst = community.videos.length > 0;
      return (
        <>
          <SearchResultsHeader term={term} />
          <Reserved aria-hidden="true">
            <SearchFilterBar filters={filters} onChange={noChange} />
          </Reserved>
          <div>
            {correction ? <SearchCorrection suggestion={correction} filters={filters} /> : null}
            <CommunityResultsSection total={community.total}>
              {communityFirst ? (
                <>
                  <VideoGrid>
                    {community.videos.map((video, index) => (
                      <VideoCard
                        key={video._id}
                        {...toCardProps(video)}
                        {...spokenCardProps(video, t)}
                        priority={index < ABOVE_THE_FOLD_CARDS}
                      />
                    ))}
                  </VideoGrid>
                  <ReservedLoadMore hasMore={community.hasMore} />
                </>
              ) : (
                <NoCommunityVideos term={term} />
              )}
            </CommunityResultsSection>
            <ExternalResultsSection>
              {external.videos.length > 0 ? (
                <>
                  <VideoGrid>
                    {external.videos.map((video, index) => (
                      <VideoCard
                        key={video.videoId}
                        {...toCardProps(video)}
                        priority={!communityFirst && index < ABOVE_THE_FOLD_CARDS}
                      />
                    ))}
                  </VideoGrid>
                  <ReservedLoadMore hasMore={external.hasMore} />
                </>
              ) : (
                <NoExternalVideos term={term} />
              )}
            </ExternalResultsSection>
          </div>
        </>
      );
    }
    case 'watch':
      return (
        <WatchLayout>
          <Player>
            {screen.sensitive ? null : (
              <img src={screen.poster} alt="" fetchPriority="high" width={1280} height={720} />
            )}
          </Player>
          <WatchTitle>{screen.title}</WatchTitle>
        </WatchLayout>
      );
  }
}

/**
 * A page's first screen as HTML and CSS, for the shell page the server sends: the
 * frame (top bar and, on wide screens, the sidebar's column) and the page's first content, laid
 * out exactly where the app will draw them. Nothing in it needs a script: links are plain links.
 */
export function renderFirstPaint(
  screen: FirstPaintScreen,
  language: LanguageCode = DEFAULT_LANGUAGE,
): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const body = drawIn(language, () =>
      renderToString(
        sheet.collectStyles(
          <I18nextProvider i18n={translatorFor(language)}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              <LinkProvider value={plainLinks(pathOf(screen))}>
                <Frame
                  topBar={
                    <Start>
                      <MenuSpace />
                      <Logo />
                    </Start>
                  }
                  sidebar={<SidebarColumn />}
                  sidebarBeside="wide"
                >
                  <SensitiveContentProvider value={sensitiveModeOf(screen)}>
                    <Screen screen={screen} />
                  </SensitiveContentProvider>
                </Frame>
              </LinkProvider>
            </ThemeProvider>
          </I18nextProvider>,
        ),
      ),
    );
    // The app renders into #root hidden behind the drawing, until it takes over. The sheet's own
    // bookkeeping (which component owns which class, for a client to pick up) is left out: no
    // client ever reads this sheet.
    const rules = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
      .replace(/\/\*!sc\*\/\n?/g, '');
    const css = `#${FIRST_PAINT_ID} ~ #root{display:none}${rules}`;
    return {
      // A style element ends at the first `</`: nothing in the rules may close it early.
      head: `<style id="${FIRST_PAINT_STYLE_ID}">${css.replace(/<\//g, '<\\/')}</style>`,
      body: `<div id="${FIRST_PAINT_ID}">${body}</div>`,
    };
  } finally {
    sheet.seal();
  }
}

const translators = new Map<LanguageCode, I18n>();

/**
 * The page's one instance, seen in a language: the clones share its catalogues, so a server that
 * loaded them once (`loadCatalogues`) draws every language from memory.
 */
function translatorFor(language: LanguageCode): I18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = i18n.cloneInstance({ lng: language, initAsync: false });
    translators.set(language, translator);
  }
  return translator;
}

/** Keeps its content's place without showing it or taking clicks; links elsewhere work as drawn. */
const Reserved = styled.div`
  visibility: hidden;
`;

/** The start of the app's top bar: its menu button's place, then the logo. */
const Start = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-shrink: 0;
`;

/** Where the menu button will be: the logo starts where the app's does. */
const MenuSpace = styled.span`
  width: 40px;
  height: 40px;
  flex-shrink: 0;
`;

/** The sidebar's empty column, where the app opens it beside the content. */
const SidebarColumn = styled.div`
  display: none;

  @media ${SIDEBAR_BESIDE_QUERY} {
    display: block;
    ${sidebarStyles}
  }
`;

const WatchLayout = styled.div`
  ${watchGridStyles}
`;

/** The player's box, showing the poster the player will show. */
const Player = styled.div`
  grid-column: 1;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme: t }) => t.radii.lg};
  background: #000;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/* The details under the player start 12px into their area. */
const WatchTitle = styled.h1`
  grid-column: 1;
  margin-top: 12px;
  font-size: ${({ theme: t }) => t.fontSizes.lg};
  font-weight: ${({ theme: t }) => t.fontWeights.bold};
  line-height: ${({ theme: t }) => t.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** For the server: every language's catalogues in memory before it draws its first page. */
export { loadCatalogues } from '../i18n/i18n';
