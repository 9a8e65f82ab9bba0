/**
 * Narrower than this, the desktop bar (play, mute, volume, time, speed, quality and three more
 * buttons) no longer fits in one row: its buttons were squeezed to nothing on a 390 px phone.
 */
export const COMPACT_PLAYER_MAX_WIDTH = 640;

/** 'full': the desktop bar. 'compact': the touch layout (play in the centre, tap, double-tap). */
export type PlayerLayout = 'full' | 'compact';

export interface LayoutInput {
  /** The player's width in CSS pixels; 0 when it is not laid out (yet). */
  width: number;
  fullscreen: boolean;
  /** The layout in use now. */
  current: PlayerLayout;
}

/**
 * Chosen by the player's own width, not the device: a phone, a narrow window and a player in a
 * narrow column get the same answer. Full screen keeps the layout the player had on the page, so
 * a phone turned sideways in full screen keeps its touch controls and a desktop keeps its bar.
 */
export function choosePlayerLayout({ width, fullscreen, current }: LayoutInput): PlayerLayout {
  if (fullscreen || width <= 0) return current;
  return width < COMPACT_PLAYER_MAX_WIDTH ? 'compact' : 'full';
}
