import { AlertIcon, Button, useSensitiveContentMode } from '@kinora/shared';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { PlayerNotice } from '../../../lib/player-notice';
import { useShownSensitiveVideo } from '../hooks/use-shown-sensitive-video';

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
  const t = useT();
  const mode = useSensitiveContentMode();
  const [shown, show] = useShownSensitiveVideo(videoId);
  const [shownNow, setShownNow] = useState(false);
  if (mode === 'show' || shown) return children(shownNow);
  return (
    <PlayerNotice icon={<AlertIcon />} title={t('Sensitive content')}>
      <Explanation>
        {t('The creator or a moderator marked this video as sensitive. It may not suit everyone.')}
      </Explanation>
      <Button
        $variant="secondary"
        onClick={() => {
          setShownNow(true);
          show();
        }}
      >
        {t('Show video')}
      </Button>
    </PlayerNotice>
  );
}

const Explanation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
