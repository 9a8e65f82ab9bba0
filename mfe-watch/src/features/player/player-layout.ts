/**
 * Narrower than this, the desktop bar cannot hold its buttons (they were squeezed to nothing on a
 * 390 px phone): the player switches to the touch layout. A phone held upright is always below
 * it; a desktop player is above it at the usual window sizes (558 px at 1280 with the sidebar).
 */
export const COMPACT_PLAYER_MAX_WIDTH = 480;

/** Narrower than this, the desktop bar leaves out its volume slider and shortcuts button. */
export const NARROW_PLAYER_MAX_WIDTH = 520;

/**
 * 'full': the desktop bar. 'narrow': the desktop bar without the volume slider (Mute stays) and
 * the shortcuts button (`?` still opens the help). 'compact': the touch layout, play in the
 * centre, tap and double tap on the picture.
 */
export type PlayerLayout = 'full' | 'narrow' | 'compact';

export interface LayoutInput {
  /** The player's width in CSS pixels; 0 when it is not laid out (yet). */
  width: number;
  fullscreen: boolean;
  /**
   * The device has a finger and no pointer that hovers: a phone or a tablet, either way up. The
   * desktop bar's 36 px buttons are small for a finger, and it only comes back on a hover.
   */
  touchOnly?: boolean;
  /** The layout in use now. */
  current: PlayerLayout;
}

/**
 * Chosen by the player's own width: a phone, a narrow window and a player in a narrow column get
 * the same answer; a touch-only device gets the touch layout at any width (a phone on its side is
 * wider than the limit). Full screen keeps the layout the player had on the page, so a phone
 * turned sideways in full screen keeps its touch controls and a desktop keeps its bar.
 */
export function choosePlayerLayout({
  width,
  fullscreen,
  touchOnly = false,
  current,
}: LayoutInput): PlayerLayout {
  if (fullscreen || width <= 0) return current;
  if (touchOnly || width < COMPACT_PLAYER_MAX_WIDTH) return 'compact';
  return width < NARROW_PLAYER_MAX_WIDTH ? 'narrow' : 'full';
}
