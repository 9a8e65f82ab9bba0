import { Button, RemoteComponent, useIsAuthenticated, useLoginRedirect } from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SaveIcon } from '../../../lib/icons';

/**
 * Save opens mfe-library's save-to-playlist dialog, for own and YouTube videos alike (YouTube
 * ones are kept by reference). It is fetched on the first click only, and stays mounted
 * afterwards so reopening is instant.
 */
export function SaveButton({ videoId }: { videoId: string }) {
  const t = useT();
  const isAuthenticated = useIsAuthenticated();
  const toLogin = useLoginRedirect();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  const onClick = () => {
    if (!isAuthenticated) {
      toLogin();
      return;
    }
    setRequested(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        $variant="secondary"
        onClick={onClick}
        aria-haspopup="dialog"
        title={t('Save to playlist')}
      >
        <SaveIcon />
        {t('Save')}
      </Button>
      {requested ? (
        <DialogSlot>
          <RemoteComponent
            id="library/SaveToPlaylistDialog"
            label={t('the playlist dialog')}
            fallback={null}
            props={{ videoId, open, onClose: () => setOpen(false) }}
          />
        </DialogSlot>
      ) : null}
    </>
  );
}

// The dialog itself is an overlay; only a load failure (message and Retry) takes room here, on
// its own line under the buttons.
const DialogSlot = styled.div`
  flex-basis: 100%;

  &:empty {
    display: none;
  }

  > [role='alert'] {
    padding: 8px 0;
  }
`;
