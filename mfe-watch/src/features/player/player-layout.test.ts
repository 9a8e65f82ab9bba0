import {
  choosePlayerLayout,
  COMPACT_PLAYER_MAX_WIDTH,
  NARROW_PLAYER_MAX_WIDTH,
} from './player-layout';

const onPage = (width: number) => choosePlayerLayout({ width, fullscreen: false, current: 'full' });

describe('choosePlayerLayout', () => {
  it('gives a phone-wide player the touch layout and a wider one the desktop bar', () => {
    expect(onPage(358)).toBe('compact');
    expect(onPage(COMPACT_PLAYER_MAX_WIDTH - 1)).toBe('compact');
    expect(onPage(COMPACT_PLAYER_MAX_WIDTH)).toBe('narrow');
    expect(onPage(NARROW_PLAYER_MAX_WIDTH - 1)).toBe('narrow');
    expect(onPage(NARROW_PLAYER_MAX_WIDTH)).toBe('full');
    // The desktop player at 1280 px beside the sidebar and Up Next.
    expect(onPage(558)).toBe('full');
    expect(choosePlayerLayout({ width: 854, fullscreen: false, current: 'compact' })).toBe('full');
  });

  it('gives a touch-only device the touch layout at any width', () => {
    // A phone on its side: its player is as wide as a desktop one, and still under a finger.
    expect(
      choosePlayerLayout({ width: 793, fullscreen: false, touchOnly: true, current: 'full' }),
    ).toBe('compact');
    expect(
      choosePlayerLayout({ width: 558, fullscreen: false, touchOnly: false, current: 'full' }),
    ).toBe('full');
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
