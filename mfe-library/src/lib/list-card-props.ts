import {
  hrefs,
  isExternalVideo,
  toCardProps,
  watchIdOf,
  type ListVideo,
  type VideoCardProps,
} from '@kinora/shared';

/**
 * Card props for a video in one of the person's lists, where own and YouTube videos mix: YouTube
 * ones carry the badge, and within a playlist the card plays the video in that playlist.
 */
export function listCardProps(video: ListVideo, playlistId?: string): VideoCardProps {
  return {
    ...toCardProps(video),
    external: isExternalVideo(video),
    watchHref: hrefs.watch(watchIdOf(video), playlistId),
  };
}
