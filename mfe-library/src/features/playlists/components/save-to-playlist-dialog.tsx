import { useRef, useState } from 'react';
import {
  useLocation,
  Button,
  ButtonLink,
  Dialog,
  ErrorState,
  getErrorMessage,
  hrefs,
  LoadingState,
  LoadMore,
  useCurrentUser,
  type ReturnLocationState,
  type SaveToPlaylistDialogProps,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useSaveToPlaylist } from '../hooks/use-save-to-playlist';
import { playlistMessages } from '../messages';
import { CreatePlaylistForm } from './create-playlist-form';
import { SavePlaylistRow } from './save-playlist-row';

/**
 * The watch page's Save: the person's playlists, each with Add or Remove for this video, and a
 * new playlist made on the spot. The shared Dialog closes on Escape and gives focus back to Save.
 */
export function SaveToPlaylistDialog({ videoId, open, onClose }: SaveToPlaylistDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('Save to playlist')}
      width={440}
      footer={
        <Button $variant="secondary" onClick={onClose}>
          {t('Done')}
        </Button>
      }
    >
      {open ? <DialogContent videoId={videoId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DialogContent({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const t = useT();
  const user = useCurrentUser();
  const location = useLocation();

  if (!user) {
    const state: ReturnLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return (
      <Notice>
        <p>{t('Log in to save videos to your playlists.')}</p>
        <ButtonLink to={hrefs.login()} state={state} onClick={onClose}>
          {t('Log in')}
        </ButtonLink>
      </Notice>
    );
  }
  return <Playlists videoId={videoId} />;
}

function Playlists({ videoId }: { videoId: string }) {
  const t = useT();
  const messages = playlistMessages(t);
  const { list, pendingIds, toggle, created } = useSaveToPlaylist(videoId);
  const [creating, setCreating] = useState(false);
  const [addToNew, setAddToNew] = useState(true);
  const newButtonRef = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setCreating(false);
    // The form's controls disappear; keep focus inside the dialog, on the button that opened it.
    requestAnimationFrame(() => newButtonRef.current?.focus());
  };

  return (
    <>
      {list.status === 'loading' ? <LoadingState label={t('Loading playlists...')} /> : null}
      {list.status === 'error' ? (
        <ErrorState
          message={getErrorMessage(list.error, messages.listError)}
          onRetry={list.reload}
        />
      ) : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <Muted>{t('You have no playlists yet. Create one below.')}</Muted>
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <Scroll>
          <ul aria-label={t('Your playlists')}>
            {list.items.map((playlist) => (
              <SavePlaylistRow
                key={playlist._id}
                playlist={playlist}
                pending={pendingIds.has(playlist._id)}
                onToggle={(item) => void toggle(item)}
              />
            ))}
          </ul>
          <LoadMore list={list} failedMessage={messages.listError} />
        </Scroll>
      ) : null}
      {list.status === 'success' ? (
        creating ? (
          <NewPanel role="group" aria-label={t('New playlist')}>
            <CreatePlaylistForm
              compact
              autoFocus
              onCreated={async (playlist) => {
                closeForm();
                await created(playlist, addToNew);
              }}
              extraFields={
                <Check>
                  <input
                    type="checkbox"
                    checked={addToNew}
                    onChange={(event) => setAddToNew(event.target.checked)}
                  />
                  {t('Add this video to the new playlist')}
                </Check>
              }
              secondaryAction={
                <Button $variant="ghost" onClick={closeForm}>
                  {t('Cancel')}
                </Button>
              }
            />
          </NewPanel>
        ) : (
          <Button ref={newButtonRef} $variant="ghost" $fullWidth onClick={() => setCreating(true)}>
            <span aria-hidden="true">+</span> {t('New playlist')}
          </Button>
        )
      ) : null}
    </>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroll = styled.div`
  max-height: min(320px, 45vh);
  overflow-y: auto;
  margin: 0 -4px;
  padding: 0 4px;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const NewPanel = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
