import {
  Button,
  Dialog,
  PLAYLIST_NAME_MAX_LENGTH,
  type Playlist,
  type UpdatePlaylistRequest,
} from '@kinora/shared';
import { TextArea, TextField, useForm } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { playlistMessages } from '../messages';
import { PrivacyCheckbox } from './privacy-checkbox';

export interface EditPlaylistDialogProps {
  playlist: Playlist;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves true when saved; the dialog then closes. */
  onSave: (changes: UpdatePlaylistRequest) => Promise<boolean>;
}

/** Rename a playlist, change its description, make it private or public. */
export function EditPlaylistDialog({ open, onClose, ...rest }: EditPlaylistDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('Edit playlist')}>
      {/* Mounted only while open, so each opening starts from the playlist's current values. */}
      {open ? <EditForm onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function EditForm({ playlist, saving, onClose, onSave }: Omit<EditPlaylistDialogProps, 'open'>) {
  const t = useT();
  const form = useForm({
    name: playlist.name,
    description: playlist.description,
    isPrivate: playlist.isPrivate,
  });
  // Watch later keeps its name and stays private: only its description is the person's.
  const builtIn = playlist.isWatchLater;

  const submit = async ({ name, description, isPrivate }: typeof form.values) => {
    const trimmed = name.trim();
    if (!trimmed) {
      window.alert(playlistMessages(t).nameRequired);
      return;
    }
    const changes: UpdatePlaylistRequest = builtIn
      ? { description: description.trim() }
      : { name: trimmed, description: description.trim(), isPrivate };
    if (await onSave(changes)) onClose();
  };

  return (
    <Form onSubmit={form.handleSubmit(submit)} noValidate>
      {builtIn ? null : (
        <TextField
          label={t('Name')}
          {...form.field('name')}
          maxLength={PLAYLIST_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-required="true"
        />
      )}
      <TextArea label={t('Description')} {...form.field('description')} rows={3} maxLength={1000} />
      {builtIn ? null : (
        <PrivacyCheckbox
          checked={form.values.isPrivate}
          onChange={(checked) => form.setValue('isPrivate', checked)}
        />
      )}
      <Actions>
        <Button $variant="ghost" onClick={onClose} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t('Saving...') : t('Save')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
