import { useEffect, useRef } from 'react';
import { createTapGestures, type TapGestureHandlers, type TapGestures } from '../tap-gestures';

/** Tap and double-tap recognition for one player, with the latest handlers at every tap. */
export function useTapGestures(handlers: TapGestureHandlers): TapGestures {
  const latest = useRef(handlers);
  latest.current = handlers;
  const gestures = useRef<TapGestures | null>(null);
  gestures.current ??= createTapGestures({
    onTap: () => latest.current.onTap(),
    onSeek: (zone, streak) => latest.current.onSeek(zone, streak),
  });
  useEffect(() => () => gestures.current?.cancel(), []);
  return gestures.current;
}
