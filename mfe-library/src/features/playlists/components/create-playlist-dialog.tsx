import { useRef } from 'react';
import { Button, Dialog, type Playlist } from '@kinora/shared';
import { useT } from '../../../i18n';
import { CreatePlaylistForm } from './create-playlist-form';

export interface CreatePlaylistDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told of the new playlist once the dialog has closed. */
  onCreated: (playlist: Playlist) => void;
}

/**
 * The Playlists page's New playlist: the form in a dialog, so on a phone it never pushes the
 * list down the page. It starts empty at each opening (the dialog mounts its content only while
 * open) with the Name field focused.
 */
export function CreatePlaylistDialog({ open, onClose, onCreated }: CreatePlaylistDialogProps) {
  const t = useT();
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('New playlist')} initialFocusRef={nameRef}>
      <CreatePlaylistForm
        nameRef={nameRef}
        onCreated={(playlist) => {
          onClose();
          onCreated(playlist);
        }}
        secondaryAction={
          <Button $variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
        }
      />
    </Dialog>
  );
}
