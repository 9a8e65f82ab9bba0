/** What a key press or a double tap just did, shown over the picture for a moment. */
export type PlayerFeedback =
  | { kind: 'play' }
  | { kind: 'pause' }
  /** Seconds moved: negative back, positive forward (a double-tap streak adds up). */
  | { kind: 'seek'; seconds: number }
  | { kind: 'volume'; volume: number; muted: boolean }
  | { kind: 'rate'; rate: number }
  | { kind: 'fullscreen'; entering: boolean };

/** Where the feedback sits: seeking back on the left, forward on the right, as on the big sites. */
export type FeedbackPlacement = 'back' | 'centre' | 'forward';

export const rateLabel = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);

const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

export function feedbackText(feedback: PlayerFeedback): string {
  switch (feedback.kind) {
    case 'play':
      return 'Play';
    case 'pause':
      return 'Pause';
    case 'seek':
      return feedback.seconds < 0
        ? `Back ${seconds(-feedback.seconds)}`
        : `Forward ${seconds(feedback.seconds)}`;
    case 'volume':
      return feedback.muted || feedback.volume === 0
        ? 'Muted'
        : `Volume ${Math.round(feedback.volume * 100)}%`;
    case 'rate':
      return `Speed ${rateLabel(feedback.rate)}`;
    case 'fullscreen':
      return feedback.entering ? 'Full screen' : 'Exit full screen';
  }
}

export function feedbackPlacement(feedback: PlayerFeedback): FeedbackPlacement {
  if (feedback.kind !== 'seek') return 'centre';
  return feedback.seconds < 0 ? 'back' : 'forward';
}
