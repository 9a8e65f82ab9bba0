import { currentLanguage, type Translate } from '@kinora/shared';

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

/** A speed as the menu and the feedback name it: 'Normal', '1.5×' ('1,5×' in French). */
export const rateLabel = (rate: number, t: Translate) =>
  rate === 1 ? t('Normal') : `${new Intl.NumberFormat(currentLanguage()).format(rate)}×`;

export function feedbackText(feedback: PlayerFeedback, t: Translate): string {
  switch (feedback.kind) {
    case 'play':
      return t('Play');
    case 'pause':
      return t('Pause');
    case 'seek':
      return feedback.seconds < 0
        ? t('Back {{count}} seconds', { count: -feedback.seconds })
        : t('Forward {{count}} seconds', { count: feedback.seconds });
    case 'volume':
      return feedback.muted || feedback.volume === 0
        ? t('Muted')
        : t('Volume {{volume}}%', { volume: Math.round(feedback.volume * 100) });
    case 'rate':
      return t('Speed {{rate}}', { rate: rateLabel(feedback.rate, t) });
    case 'fullscreen':
      return feedback.entering ? t('Full screen') : t('Exit full screen');
  }
}

export function feedbackPlacement(feedback: PlayerFeedback): FeedbackPlacement {
  if (feedback.kind !== 'seek') return 'centre';
  return feedback.seconds < 0 ? 'back' : 'forward';
}
