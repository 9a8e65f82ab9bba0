import { choosePlayerLayout, COMPACT_PLAYER_MAX_WIDTH } from './player-layout';

describe('choosePlayerLayout', () => {
  it('gives a phone-wide player the touch layout and a wider one the desktop bar', () => {
    expect(choosePlayerLayout({ width: 358, fullscreen: false, current: 'full' })).toBe('compact');
    expect(
      choosePlayerLayout({
        width: COMPACT_PLAYER_MAX_WIDTH - 1,
        fullscreen: false,
        current: 'full',
      }),
    ).toBe('compact');
    expect(
      choosePlayerLayout({
        width: COMPACT_PLAYER_MAX_WIDTH,
        fullscreen: false,
        current: 'compact',
      }),
    ).toBe('full');
    expect(choosePlayerLayout({ width: 854, fullscreen: false, current: 'compact' })).toBe('full');
  });

  it('keeps the layout the player had on the page in full screen', () => {
    // A phone turned sideways in full screen is wide, and still a phone.
    expect(choosePlayerLayout({ width: 844, fullscreen: true, current: 'compact' })).toBe(
      'compact',
    );
    expect(choosePlayerLayout({ width: 1920, fullscreen: true, current: 'full' })).toBe('full');
  });

  it('keeps the current layout while the player is not laid out', () => {
    expect(choosePlayerLayout({ width: 0, fullscreen: false, current: 'full' })).toBe('full');
    expect(choosePlayerLayout({ width: 0, fullscreen: false, current: 'compact' })).toBe('compact');
  });
});
