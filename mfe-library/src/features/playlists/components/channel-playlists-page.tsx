import { type ChannelProfile, EmptyState, ErrorState, LoadMore, VideoGrid } from '@kinora/shared';
import { ChannelFrame } from '@kinora/shared/channel';
import { channelBlockedNotice, channelReportMenu } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useChannelPlaylists } from '../hooks/use-channel-playlists';
import { PlaylistCard } from './playlist-card';
import { PlaylistIcon } from './playlist-icon';

/** `/channel/:username/playlists`: the channel header, then its public playlists. */
export function ChannelPlaylistsPage() {
  const t = useT();
  return (
    <ChannelFrame menu={channelReportMenu} blocked={channelBlockedNotice} section={t('Playlists')}>
      {(channel) => <ChannelPlaylists channel={channel} />}
    </ChannelFrame>
  );
}

function ChannelPlaylists({ channel }: { channel: ChannelProfile }) {
  const t = useT();
  const list = useChannelPlaylists(channel._id);
  const failed = t('Could not load playlists. Please try again later.');
  return (
    <Section aria-label={t('Playlists')}>
      {list.status === 'loading' ? (
        <VideoGrid
          loading
          skeletonCount={8}
          loadingLabel={t('Loading playlists...')}
          minCardWidth={240}
        />
      ) : list.status === 'error' ? (
        <ErrorState message={failed} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<PlaylistIcon />}
          title={t('This channel has no public playlists yet.')}
        />
      ) : (
        <>
          <VideoGrid minCardWidth={240}>
            {list.items.map((playlist) => (
              <PlaylistCard key={playlist._id} playlist={playlist} />
            ))}
          </VideoGrid>
          <LoadMore list={list} failedMessage={failed} />
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  padding-top: 16px;
`;
