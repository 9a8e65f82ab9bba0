import styled from 'styled-components';
import { useT } from '../../../i18n';
import { VolumeIcon } from '../../../lib/icons';

/**
 * Shown when the browser let the video start only without sound: one tap turns it on. It goes
 * once the sound is on, however the viewer turned it on.
 */
export function UnmuteHint({ onUnmute }: { onUnmute: () => void }) {
  const t = useT();
  return (
    <Hint type="button" onClick={onUnmute}>
      <VolumeIcon muted />
      {t('Turn sound on')}
    </Hint>
  );
}

const Hint = styled.button`
  position: absolute;
  top: 12px;
  left: 12px;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 14px;
  border: 0;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.75);
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
