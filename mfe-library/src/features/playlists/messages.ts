/** Every playlist text the person reads, in one place, so screens and tests cannot drift apart. */
export const PLAYLIST_MESSAGES = {
  listTitle: 'My Playlists',
  listEmpty: 'No playlists found. Create your first one above!',
  listError: 'Failed to fetch playlists.',
  nameRequired: 'Playlist name cannot be empty.',
  createError: 'Failed to create playlist.',
  detailEmpty: 'This playlist has no videos yet.',
  detailNotFound: 'Playlist not found.',
  detailError: 'Failed to fetch playlist details.',
  adding: 'Adding video...',
  removing: 'Removing video...',
  added: 'Video added successfully!',
  removed: 'Video removed successfully!',
  addError: 'Failed to add video.',
  removeError: 'Failed to remove video.',
} as const;
