import { AlertIcon, Button, useSensitiveContentMode } from '@kinora/shared';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useShownSensitiveVideo } from '../hooks/use-shown-sensitive-video';

export const SENSITIVE_TITLE = 'Sensitive content';
export const SENSITIVE_TEXT =
  'The creator or a moderator marked this video as sensitive. It may not suit everyone.';
export const SHOW_VIDEO = 'Show video';

interface SensitiveWarningProps {
  videoId: string;
  /**
   * The player, drawn only once the viewer chose to see the video: nothing of it loads or plays
   * before. `shownNow` is true when they have just asked for it here (it then takes the focus
   * the button had).
   */
  children: (shownNow: boolean) => ReactNode;
}

/**
 * Stands in the player's place for a video marked sensitive, unless the viewer chose to show
 * such videos or already chose to see this one during the visit. Mount it with `key={videoId}`.
 */
export function SensitiveWarning({ videoId, children }: SensitiveWarningProps) {
  const mode = useSensitiveContentMode();
  const [shown, show] = useShownSensitiveVideo(videoId);
  const [shownNow, setShownNow] = useState(false);
  const headingId = useId();
  if (mode === 'show' || shown) return children(shownNow);
  return (
    <Box role="region" aria-labelledby={headingId}>
      <AlertIcon />
      <h2 id={headingId}>{SENSITIVE_TITLE}</h2>
      <p>{SENSITIVE_TEXT}</p>
      <Button
        $variant="secondary"
        onClick={() => {
          setShownNow(true);
          show();
        }}
      >
        {SHOW_VIDEO}
      </Button>
    </Box>
  );
}

/* The player's box, so nothing moves when the player takes its place. */
const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  aspect-ratio: 16 / 9;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  svg {
    width: 32px;
    height: 32px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.sm} {
    gap: 12px;
    padding: 24px;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    max-width: 420px;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;
