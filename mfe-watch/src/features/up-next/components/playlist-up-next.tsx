import {
  ButtonLink,
  hrefs,
  isExternalVideo,
  toCardProps,
  VideoCard,
  watchIdOf,
  Link,
} from '@kinora/shared';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';
import type { PlaylistQueue } from '../hooks/use-playlist-up-next';

/**
 * Up Next while playing a playlist: its videos in the owner's order, the playing one marked, and
 * a Next link to the one after it. Every link keeps the playlist in the URL.
 */
export function PlaylistUpNext({ queue }: { queue: PlaylistQueue }) {
  const t = useT();
  const { playlist, current, next } = queue;
  const position = current >= 0 ? `${current + 1} / ${playlist.videos.length}` : null;
  return (
    <>
      <Header>
        <div>
          <PlaylistLink to={hrefs.playlist(playlist._id)}>{playlist.name}</PlaylistLink>
          <Muted>
            {playlist.owner.username}
            {position ? ` • ${position}` : ''}
          </Muted>
        </div>
        {next ? (
          <ButtonLink to={hrefs.watch(next.id, playlist._id)} $size="sm">
            {t('Next video')}
          </ButtonLink>
        ) : null}
      </Header>
      <List aria-label={t('Videos of {{playlist}}', { playlist: playlist.name })}>
        {playlist.videos.map((video, index) => {
          const id = watchIdOf(video);
          const playing = index === current;
          return (
            <Item key={id} $playing={playing} aria-current={playing ? 'true' : undefined}>
              <VideoCard
                {...toCardProps(video)}
                external={isExternalVideo(video)}
                watchHref={hrefs.watch(id, playlist._id)}
                layout="row"
                extra={playing ? <Playing>{t('Now playing')}</Playing> : null}
              />
            </Item>
          );
        })}
      </List>
    </>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const PlaylistLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 70vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li<{ $playing: boolean }>`
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $playing, theme }) =>
    $playing &&
    css`
      background: ${theme.colors.surfaceActive};
    `}
`;

const Playing = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
