import {
  CardLink,
  GRID_THUMBNAIL_SIZES,
  hrefs,
  isExternalVideo,
  ResponsiveThumbnail,
  type Playlist,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatVideoCount } from '../format-video-count';
import { PlaylistIcon } from './playlist-icon';

/** A playlist in the grid: cover, name, description, video count; the whole card opens it. */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const t = useT();
  const cover = playlist.videos[0];
  const count = formatVideoCount(playlist.totalVideos);
  return (
    <Card>
      <Cover>
        {cover ? (
          <ResponsiveThumbnail
            src={cover.thumbnail}
            sources={isExternalVideo(cover) ? null : cover.thumbnailSources}
            sizes={GRID_THUMBNAIL_SIZES}
          />
        ) : (
          <PlaylistIcon />
        )}
        <CountBadge aria-hidden="true">
          <PlaylistIcon />
          {count}
        </CountBadge>
      </Cover>
      <Name>
        <CardLink to={playlist.isWatchLater ? hrefs.watchLater() : hrefs.playlist(playlist._id)}>
          {playlist.name}
        </CardLink>
      </Name>
      {playlist.description ? <Description>{playlist.description}</Description> : null}
      <Count>
        {count}
        {playlist.isPrivate ? (
          <>
            {' • '}
            {t('Private')}
          </>
        ) : null}
      </Count>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  &:hover img {
    filter: brightness(1.08);
  }
`;

const Cover = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  margin-bottom: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  /* The stacked-card edge big sites use to say "a collection". */
  box-shadow: 0 -6px 0 -2px ${({ theme }) => theme.colors.skeletonShine};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: filter ${({ theme }) => theme.transitions.normal};
  }

  > svg {
    width: 40px;
    height: 40px;
  }
`;

const CountBadge = styled.span`
  position: absolute;
  right: 6px;
  bottom: 6px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 6px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    width: 14px;
    height: 14px;
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
