import {
  ApiError,
  ButtonLink,
  EmptyState,
  ErrorState,
  hrefs,
  LoadingState,
  useDocumentTitle,
  VideoIcon,
} from '@kinora/shared';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useWatchVideo } from '../hooks/use-watch-video';
import { CommentsSection } from './comments/comments-section';
import { NativePlayer } from './native-player';
import { UpNext } from './up-next';
import { VideoInfo } from './video-info';
import { YoutubePlayer } from './youtube-player';

export const WATCH_LOADING = 'Loading...';
export const WATCH_ERROR = 'Could not fetch video details.';
export const WATCH_NOT_FOUND = 'Video not found.';

export function WatchPage() {
  const { videoId = '' } = useParams();
  const { state, reload } = useWatchVideo(videoId);
  const notFound =
    state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  useDocumentTitle(
    state.status === 'success' ? state.data.title : notFound ? WATCH_NOT_FOUND : 'Watch',
  );

  if (state.status === 'loading') return <LoadingState label={WATCH_LOADING} />;
  if (notFound) {
    return (
      <EmptyState
        icon={<VideoIcon />}
        title={WATCH_NOT_FOUND}
        message="It may have been removed or made private."
        action={<ButtonLink to={hrefs.explore()}>Explore All Videos</ButtonLink>}
      />
    );
  }
  if (state.status === 'error') return <ErrorState message={WATCH_ERROR} onRetry={reload} />;

  const video = state.data;
  return (
    <Layout>
      <Primary>
        {video.src ? (
          <NativePlayer
            videoId={video.id}
            src={video.src}
            poster={video.thumbnail}
            title={video.title}
          />
        ) : (
          <YoutubePlayer videoId={video.id} title={video.title} />
        )}
        <VideoInfo video={video} />
        <CommentsSection key={video.id} videoId={video.id} external={video.external} />
      </Primary>
      <Secondary>
        <UpNext videoId={video.id} title={video.title} />
      </Secondary>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  max-width: 1720px;
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 402px);
  }
`;

const Primary = styled.div`
  min-width: 0;
`;

const Secondary = styled.div`
  min-width: 0;
`;
