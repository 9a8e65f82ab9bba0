import {
  hrefs,
  isExternalVideo,
  pageTitleStyles,
  ResponsiveThumbnail,
  type Playlist,
  Link,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatVideoCount } from '../format-video-count';
import { PlaylistIcon } from './playlist-icon';
import type { ReactNode } from 'react';

export interface PlaylistHeaderProps {
  playlist: Playlist;
  /** The owner's buttons (edit, delete). */
  actions?: ReactNode;
}

/** Cover, name, description, 'Created by {owner username} • N videos'. */
export function PlaylistHeader({ playlist, actions }: PlaylistHeaderProps) {
  const t = useT();
  const cover = playlist.videos[0];
  return (
    <Header>
      <Cover>
        {cover ? (
          // The page's first image, on screen at once: not worth deferring.
          <ResponsiveThumbnail
            src={cover.thumbnail}
            sources={isExternalVideo(cover) ? null : cover.thumbnailSources}
            sizes="(min-width: 768px) 320px, 100vw"
            loading="eager"
          />
        ) : (
          <PlaylistIcon />
        )}
      </Cover>
      <Info>
        <Eyebrow>{playlist.isPrivate ? t('Private playlist') : t('Playlist')}</Eyebrow>
        <h1>{playlist.name}</h1>
        {playlist.description ? <Description>{playlist.description}</Description> : null}
        <Meta>
          {t('Created by')}{' '}
          <OwnerLink to={hrefs.channel(playlist.owner.username)}>
            {playlist.owner.username}
          </OwnerLink>
          {' • '}
          {formatVideoCount(playlist.totalVideos)}
        </Meta>
        {actions ? <Actions>{actions}</Actions> : null}
      </Info>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 20px;
  margin-bottom: 32px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: 28px;
  }
`;

const Cover = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.md} {
    width: 320px;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  > svg {
    width: 48px;
    height: 48px;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;

  ${pageTitleStyles}
`;

const Eyebrow = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Description = styled.p`
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const OwnerLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;
