/**
 * Router state of a navigation that means to play the video it opens: the end screen's Play now
 * and its countdown. A new watch page mounts a new player, which knew nothing of why it was
 * opened and so waited at 0:00; this state tells it.
 */
export const PLAY_ON_ARRIVAL = { playOnArrival: true } as const;

/**
 * Whether the viewer came to play: by the end screen, or within a playlist (Play all, a video
 * of its list), which plays through like the big sites' playlists do.
 */
export function arrivedToPlay(state: unknown, listId: string | null): boolean {
  if (listId !== null) return true;
  return typeof state === 'object' && state !== null && 'playOnArrival' in state
    ? state.playOnArrival === true
    : false;
}
