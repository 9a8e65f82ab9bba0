import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerFeedback } from '../player-feedback';

/** Long enough to read "Volume 55%", short enough not to sit on the picture. */
export const FEEDBACK_SHOWN_MS = 800;

export interface ShownFeedback {
  feedback: PlayerFeedback;
  /** New for every report, so the same one twice (two presses of →) shows again. */
  key: number;
}

/** The feedback on the picture now, and how to report a new one; each clears itself. */
export function usePlayerFeedback(): [ShownFeedback | null, (feedback: PlayerFeedback) => void] {
  const [shown, setShown] = useState<ShownFeedback | null>(null);
  const count = useRef(0);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), FEEDBACK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback((feedback: PlayerFeedback) => {
    count.current += 1;
    setShown({ feedback, key: count.current });
  }, []);
  return [shown, show];
}
