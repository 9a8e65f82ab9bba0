import { type TimestampSeek } from '@kinora/shared';
import { useMemo, useRef } from 'react';
import type { PlayerHandle } from '../../features/player/components/native-player';
import type { WatchVideo } from '../../features/video-details/types';

/**
 * The seek the watch page offers its description and comments: a timestamp there plays the
 * page's own player from that point. YouTube's embed takes no commands from the page and a video
 * still processing has no player, so their timestamps stay text (null). Behind a sensitive
 * video's warning the player does not exist yet either; a timestamp then does nothing.
 */
export function useTimestampSeek(video: WatchVideo | null) {
  const playerRef = useRef<PlayerHandle>(null);
  const playable =
    video !== null && !video.external && video.src !== null && video.status === 'ready';
  const duration = video?.duration ?? null;
  const seek = useMemo<TimestampSeek | null>(
    () => (playable ? { seekTo: (seconds) => playerRef.current?.seekTo(seconds), duration } : null),
    [playable, duration],
  );
  return { playerRef, seek };
}
