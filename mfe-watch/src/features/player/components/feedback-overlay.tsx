import styled, { css, keyframes } from 'styled-components';
import { useT } from '../../../i18n';
import { PauseIcon, PlayIcon, VolumeIcon } from '../../../lib/icons';
import { type FeedbackPlacement, feedbackPlacement, feedbackText } from '../player-feedback';
import { FEEDBACK_SHOWN_MS, type ShownFeedback } from '../hooks/use-player-feedback';

function FeedbackIcon({ shown }: { shown: ShownFeedback }) {
  const { feedback } = shown;
  if (feedback.kind === 'play') return <PlayIcon />;
  if (feedback.kind === 'pause') return <PauseIcon />;
  if (feedback.kind === 'volume')
    return <VolumeIcon muted={feedback.muted || feedback.volume === 0} />;
  return null;
}

/**
 * What a key or a double tap just did, over the picture for a moment ("Forward 5 seconds",
 * "Volume 55%"). A status region that is always there, so screen readers read each one too.
 */
export function FeedbackOverlay({ shown }: { shown: ShownFeedback | null }) {
  const t = useT();
  return (
    <Layer role="status">
      {shown ? (
        <Bubble key={shown.key} $placement={feedbackPlacement(shown.feedback)}>
          <FeedbackIcon shown={shown} />
          {feedbackText(shown.feedback, t)}
        </Bubble>
      ) : null}
    </Layer>
  );
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  pointer-events: none;
`;

const fade = keyframes`
  from { opacity: 1; }
  70% { opacity: 1; }
  to { opacity: 0; }
`;

const PLACEMENT = {
  back: css`
    left: 16%;
    transform: translate(-50%, -50%);
  `,
  centre: css`
    left: 50%;
    transform: translate(-50%, -50%);
  `,
  forward: css`
    left: 84%;
    transform: translate(-50%, -50%);
  `,
} satisfies Record<FeedbackPlacement, ReturnType<typeof css>>;

const Bubble = styled.div<{ $placement: FeedbackPlacement }>`
  position: absolute;
  top: 50%;
  ${({ $placement }) => PLACEMENT[$placement]}
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  animation: ${fade} ${FEEDBACK_SHOWN_MS}ms ease-out forwards;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
