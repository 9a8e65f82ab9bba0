import { clearRemoteOverride } from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { activeOverrides } from '../remote-overrides';

// Pinned to the bottom edge above everything else: at the top it would sit under the fixed top
// bar, and in the flow it would be out of sight once the page scrolls.
const Banner = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 60;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: #7a2e00;
  color: #fff;
  font-size: 14px;
  overflow-wrap: anywhere;
  box-shadow: 0 -2px 8px rgb(0 0 0 / 40%);
`;

const ResetButton = styled.button`
  padding: 4px 12px;
  border: 1px solid currentColor;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/**
 * Says, on every page, that this browser runs a remote from an override URL rather than the
 * deployed one, and ends it in one click (the page reloads with the deployed version).
 */
export function OverrideBanner({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const t = useT();
  const [resetting, setResetting] = useState(false);
  const overrides = Object.entries(activeOverrides());
  if (overrides.length === 0) return null;
  const reset = async () => {
    setResetting(true);
    try {
      await clearRemoteOverride();
    } finally {
      reload();
    }
  };
  return (
    <Banner role="status">
      <span>
        {t('Remote override active: {{overrides}}', {
          overrides: overrides.map(([remote, url]) => `${remote} → ${url}`).join(', '),
        })}
      </span>
      <ResetButton type="button" onClick={() => void reset()} disabled={resetting}>
        {t('Reset')}
      </ResetButton>
    </Banner>
  );
}
