import {
  ApiError,
  ButtonLink,
  EmptyState,
  ErrorState,
  hrefs,
  LoadingState,
  TimestampSeekProvider,
  useCurrentUser,
  useDocumentTitle,
  useFirstScreenReady,
  useLocation,
  VideoIcon,
  useParams,
  useBlockScope,
  useSearchParams,
  watchGridStyles,
} from '@kinora/shared';
import { ReportMenu } from '@kinora/shared/moderation';
import { useCallback, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { UpNextCountdown } from '../../features/up-next/components/up-next-countdown';
import { useAutoplay } from '../../features/up-next/hooks/use-autoplay';
import { useTheatreMode } from '../../features/player/hooks/use-theatre-mode';
import { useWatchVideo } from '../../features/video-details/hooks/use-watch-video';
import { ChaptersPanel } from '../../features/chapters/components/chapters-panel';
import { useChapters } from '../../features/chapters/hooks/use-chapters';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { NativePlayer } from '../../features/player/components/native-player';
import { ShareButton } from '../../features/share/components/share-button';
import { ProcessingNotice } from '../../features/video-details/components/processing-notice';
import { SensitiveWarning } from '../../features/sensitive-warning/components/sensitive-warning';
import { UpNext } from '../../features/up-next/components/up-next';
import { VideoInfo } from '../../features/video-details/components/video-info';
import { YoutubePlayer } from '../../features/player/components/youtube-player';
import { useT } from '../../i18n';
import { arrivedToPlay } from './play-intent';
import { useEndScreen } from './use-end-screen';
import { useTimestampSeek } from './use-timestamp-seek';

export function WatchPage() {
  const t = useT();
  const { videoId = '' } = useParams();
  const { state, reload, refreshLinks } = useWatchVideo(videoId);
  useFirstScreenReady(state.status !== 'loading');
  const me = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [theatre, toggleTheatre] = useTheatreMode();
  const location = useLocation();
  const listId = searchParams.get('list');
  // Read by Share when it opens; a ref, so the page does not re-render as the video plays.
  const playbackTime = useRef(0);
  // A playlist plays through, as Play all promises; outside one, autoplay (when on) plays the
  // first recommendation of Up Next. Either way after the end screen's countdown.
  const [autoplay, toggleAutoplay] = useAutoplay();
  const endScreen = useEndScreen(videoId, listId, autoplay);
  const playOnArrival = arrivedToPlay(location.state, listId);
  const { playerRef, seek } = useTimestampSeek(state.status === 'success' ? state.data : null);
  const chapters = useChapters(state.status === 'success' ? state.data : null, seek !== null);
  const followChapter = chapters.follow;
  const rememberTime = useCallback(
    (seconds: number) => {
      playbackTime.current = seconds;
      followChapter(seconds);
    },
    [followChapter],
  );
  const [chaptersOpen, setChaptersOpen] = useState(true);
  const [chaptersRevealed, setChaptersRevealed] = useState(0);
  const showChapters = useCallback(() => {
    setChaptersOpen(true);
    setChaptersRevealed((count) => count + 1);
  }, []);
  // The video does not say whether the viewer blocked its owner: the menu knows a block made on
  // this page (here, in a comment's menu), so it offers Unblock after one and Block user again
  // after an unblock.
  const ownerBlockScope = useBlockScope(
    state.status === 'success' ? (state.data.owner.id ?? '') : '',
    null,
  );
  // A 400 is an id the server cannot read (mistyped, cut short): to the viewer, no such video.
  const notFound =
    state.status === 'error' &&
    state.error instanceof ApiError &&
    (state.error.status === 404 || state.error.status === 400);
  useDocumentTitle(
    state.status === 'success' ? state.data.title : notFound ? t('Video not found.') : t('Watch'),
  );

  if (state.status === 'loading') return <LoadingState label={t('Loading...')} />;
  if (notFound) {
    return (
      <EmptyState
        icon={<VideoIcon />}
        title={t('Video not found.')}
        message={t('It may have been removed or made private.')}
        action={<ButtonLink to={hrefs.explore()}>{t('Explore All Videos')}</ButtonLink>}
      />
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={t('Could not fetch video details.')} onRetry={reload} />;
  }

  const video = state.data;
  const startAt = parseStartAt(searchParams.get('t'));
  const isOwner = me !== null && me._id === video.owner.id;
  return (
    <Layout $theatre={theatre && !video.external}>
      <PlayerArea $theatre={theatre && !video.external}>
        {/* The owner knows what their video is: only others are warned. */}
        {video.sensitive && !isOwner ? (
          <SensitiveWarning key={video.id} videoId={video.id}>
            {(shownNow) => renderPlayer(shownNow)}
          </SensitiveWarning>
        ) : (
          renderPlayer(false)
        )}
      </PlayerArea>
      <Primary>
        <TimestampSeekProvider value={seek}>
          <VideoInfo
            video={video}
            share={
              <ShareButton
                videoId={video.id}
                title={video.title}
                embeddable={!video.external}
                currentTime={() => playbackTime.current}
              />
            }
            {...(video.external
              ? {}
              : {
                  // YouTube's videos are reported to YouTube; the site's own ones here.
                  more: (
                    <ReportMenu
                      target={{
                        kind: 'video',
                        id: video.id,
                        ownerId: video.owner.id,
                        currentTime: () => playbackTime.current,
                      }}
                      {...(video.owner.id && video.owner.username
                        ? {
                            block: {
                              user: { _id: video.owner.id, username: video.owner.username },
                              scope: ownerBlockScope,
                            },
                          }
                        : {})}
                      label={t('More actions for this video')}
                      size="md"
                    />
                  ),
                })}
          />
          {seek ? (
            <ChaptersPanel
              chapters={chapters.chapters}
              current={chapters.current}
              onSeek={seek.seekTo}
              open={chaptersOpen}
              onOpenChange={setChaptersOpen}
              revealCount={chaptersRevealed}
            />
          ) : null}
          <CommentsSection
            key={video.id}
            videoId={video.id}
            external={video.external}
            commentPolicy={video.commentPolicy}
            {...(video.owner.id ? { owner: { id: video.owner.id, name: video.owner.name } } : {})}
          />
        </TimestampSeekProvider>
      </Primary>
      <Secondary>
        <UpNext
          videoId={video.id}
          title={video.title}
          onNextInList={endScreen.rememberNextInList}
          onFirstRecommendation={endScreen.rememberFirstRecommendation}
          autoplay={autoplay}
          onToggleAutoplay={toggleAutoplay}
        />
      </Secondary>
    </Layout>
  );

  function renderPlayer(autoFocus: boolean) {
    if (video.external || !video.src)
      return <YoutubePlayer videoId={video.id} title={video.title} autoPlay={playOnArrival} />;
    if (video.status !== 'ready') {
      return <ProcessingNotice video={video} isOwner={isOwner} />;
    }
    const { next } = endScreen;
    return (
      <NativePlayer
        key={video.id}
        handleRef={playerRef}
        videoId={video.id}
        src={video.src}
        streams={video.streams}
        duration={video.duration}
        captions={video.captions}
        poster={video.thumbnail}
        title={video.title}
        signedIn={me !== null}
        resumePosition={video.resumePosition}
        startAt={startAt}
        theatre={theatre}
        onToggleTheatre={toggleTheatre}
        autoPlay={playOnArrival}
        onPlay={endScreen.dismiss}
        onEnded={endScreen.onEnded}
        onTimeChange={rememberTime}
        onLinksExpired={refreshLinks}
        autoFocus={autoFocus}
        chapters={chapters.chapters}
        {...(chapters.chapters.length > 0 ? { onShowChapters: showChapters } : {})}
        overlay={
          next ? (
            <UpNextCountdown
              next={next}
              onPlayNow={() => endScreen.playNow(next)}
              onCancel={endScreen.dismiss}
            />
          ) : null
        }
      />
    );
  }
}

/** `?t=83` (seconds) of a shared link; anything else is ignored. */
function parseStartAt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/* Grid areas, so theatre mode only moves the player: full width on top, Up Next under it beside
   the details instead of beside the player. */
const Layout = styled.div<{ $theatre: boolean }>`
  ${watchGridStyles}
  grid-template-areas: 'player' 'primary' 'secondary';

  ${({ theme }) => theme.media.lg} {
    grid-template-rows: auto 1fr;
    ${({ $theatre }) =>
      $theatre
        ? css`
            grid-template-areas: 'player player' 'primary secondary';
          `
        : css`
            grid-template-areas: 'player secondary' 'primary secondary';
          `}
  }
`;

const PlayerArea = styled.div<{ $theatre: boolean }>`
  grid-area: player;
  min-width: 0;

  /* Wide, but never taller than the window: the title stays in sight below. */
  ${({ $theatre }) =>
    $theatre &&
    css`
      & > div {
        max-height: calc(100vh - 160px);
      }
    `}
`;

const Primary = styled.div`
  grid-area: primary;
  min-width: 0;
`;

const Secondary = styled.div`
  grid-area: secondary;
  min-width: 0;
`;
