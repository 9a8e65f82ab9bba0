import { type ChannelProfile, EmptyState, ErrorState, LoadMore, VideoGrid } from '@kinora/shared';
import { ChannelFrame } from '@kinora/shared/channel';
import { channelBlockedNotice, channelReportMenu } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useChannelPlaylists } from '../hooks/use-channel-playlists';
import { PlaylistCard } from './playlist-card';
import { PlaylistIcon } from './playlist-icon';

export const CHANNEL_NO_PLAYLISTS = 'This channel has no public playlists yet.';
export const CHANNEL_PLAYLISTS_ERROR = 'Could not load playlists. Please try again later.';

/** `/channel/:username/playlists`: the channel header, then its public playlists. */
export function ChannelPlaylistsPage() {
  return (
    <ChannelFrame menu={channelReportMenu} blocked={channelBlockedNotice} section="Playlists">
      {(channel) => <ChannelPlaylists channel={channel} />}
    </ChannelFrame>
  );
}

function ChannelPlaylists({ channel }: { channel: ChannelProfile }) {
  const list = useChannelPlaylists(channel._id);
  return (
    <Section aria-label="Playlists">
      {list.status === 'loading' ? (
        <VideoGrid
          loading
          skeletonCount={8}
          loadingLabel="Loading playlists..."
          minCardWidth={240}
        />
      ) : list.status === 'error' ? (
        <ErrorState message={CHANNEL_PLAYLISTS_ERROR} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState icon={<PlaylistIcon />} title={CHANNEL_NO_PLAYLISTS} />
      ) : (
        <>
          <VideoGrid minCardWidth={240}>
            {list.items.map((playlist) => (
              <PlaylistCard key={playlist._id} playlist={playlist} />
            ))}
          </VideoGrid>
          <LoadMore list={list} failedMessage={CHANNEL_PLAYLISTS_ERROR} />
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  padding-top: 16px;
`;
