/** Where on the picture a tap landed: the outer thirds seek, the middle one never does. */
export type TapZone = 'back' | 'middle' | 'forward';
export type SeekZone = Exclude<TapZone, 'middle'>;

/** Two taps closer than this on the same side are a double tap, and so are the taps after it. */
export const DOUBLE_TAP_MS = 350;

export function tapZoneAt(x: number, width: number): TapZone {
  if (width <= 0) return 'middle';
  if (x < width / 3) return 'back';
  return x > (width * 2) / 3 ? 'forward' : 'middle';
}

export interface TapGestureHandlers {
  /** A single tap: shows or hides the controls. */
  onTap: () => void;
  /** A double tap on a side, then once more for every further quick tap there (a streak). */
  onSeek: (zone: SeekZone, streak: number) => void;
}

export interface TapGestures {
  tap: (zone: TapZone) => void;
  /** Forgets a pending tap (the player is going away). */
  cancel: () => void;
}

/**
 * Tells single taps from double taps, as the big sites' phone players do: a tap on a side waits
 * a moment for a second one, which seeks instead of toggling the controls; taps that keep coming
 * on that side seek further. A tap in the middle never waits.
 */
export function createTapGestures({ onTap, onSeek }: TapGestureHandlers): TapGestures {
  let pending: { zone: SeekZone; timer: ReturnType<typeof setTimeout> } | null = null;
  let streak: { zone: SeekZone; count: number; timer: ReturnType<typeof setTimeout> } | null = null;

  const endStreakLater = (zone: SeekZone, count: number) => {
    streak = {
      zone,
      count,
      timer: setTimeout(() => {
        streak = null;
      }, DOUBLE_TAP_MS),
    };
  };
  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    if (streak) clearTimeout(streak.timer);
    pending = null;
    streak = null;
  };

  return {
    tap(zone) {
      if (zone !== 'middle' && streak?.zone === zone) {
        clearTimeout(streak.timer);
        const count = streak.count + 1;
        endStreakLater(zone, count);
        onSeek(zone, count);
        return;
      }
      if (zone !== 'middle' && pending?.zone === zone) {
        cancel();
        endStreakLater(zone, 1);
        onSeek(zone, 1);
        return;
      }
      // A tap elsewhere settles the one still waiting: it was a single tap.
      const waiting = pending !== null;
      cancel();
      if (waiting) onTap();
      if (zone === 'middle') {
        onTap();
        return;
      }
      pending = {
        zone,
        timer: setTimeout(() => {
          pending = null;
          onTap();
        }, DOUBLE_TAP_MS),
      };
    },
    cancel,
  };
}
