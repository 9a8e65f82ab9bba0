import { validateRouteRecord } from '@kinora/shared';
import { expectRouteRecord } from '@kinora/shared/test-utils';
import record from './pages.json';
import { pages } from './routes';

const signInRequired = (path: string) =>
  validateRouteRecord(record, 'library').pages.find((page) => page.path === path)?.protected ===
  true;

describe('library routes', () => {
  it('gives every page of its route record, each as a lazy page', () => {
    expectRouteRecord('library', record, pages);
  });

  it('opens a playlist for anyone (the server keeps private ones to their owner)', () => {
    expect(signInRequired('/playlist/:playlistId')).toBe(false);
    expect(signInRequired('/channel/:username/playlists')).toBe(false);
  });

  it("keeps the person's own lists behind sign-in", () => {
    for (const path of ['/playlists', '/watch-later', '/liked-videos', '/history']) {
      expect(signInRequired(path)).toBe(true);
    }
  });
});
