import type { Translate } from '@kinora/shared';

/**
 * Every playlist text the person reads, in one place, so screens and tests cannot drift apart; in
 * the language `t` translates into (a component's `useT()`, or the module's `t` in a toast).
 */
export const playlistMessages = (t: Translate) => ({
  listTitle: t('My Playlists'),
  listEmpty: t('No playlists found. Create your first one above!'),
  listError: t('Failed to fetch playlists.'),
  nameRequired: t('Playlist name cannot be empty.'),
  createError: t('Failed to create playlist.'),
  detailEmpty: t('This playlist has no videos yet.'),
  detailNotFound: t('Playlist not found.'),
  detailError: t('Failed to fetch playlist details.'),
  adding: t('Adding video...'),
  removing: t('Removing video...'),
  added: t('Video added successfully!'),
  removed: t('Video removed successfully!'),
  addError: t('Failed to add video.'),
  removeError: t('Failed to remove video.'),
});
