import {
  Button,
  createPlaylist,
  getErrorMessage,
  PLAYLIST_NAME_MAX_LENGTH,
  type Playlist,
} from '@kinora/shared';
import { TextArea, TextField, useForm } from '@kinora/shared/forms';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { playlistMessages } from '../messages';
import { PrivacyCheckbox } from './privacy-checkbox';
import type { ReactNode, Ref } from 'react';

const DESCRIPTION_MAX_LENGTH = 1000;

export interface CreatePlaylistFormProps {
  /** Called with the new playlist; the form empties itself afterwards. */
  onCreated: (playlist: Playlist) => void | Promise<void>;
  /** More controls above the submit button (the dialog's "add this video" choice). */
  extraFields?: ReactNode;
  /** Tighter spacing for the dialog. */
  compact?: boolean;
  autoFocus?: boolean;
  /** The Name field, for a dialog that focuses it when it opens. */
  nameRef?: Ref<HTMLInputElement>;
  /** A secondary button beside submit (the dialog's Cancel). */
  secondaryAction?: ReactNode;
}

/**
 * Name and description of a new playlist. A name that is empty after trimming, and a failed
 * creation, are reported with a browser alert rather than an inline error: that is how the
 * product tells people about this form's problems, on the page and in the save dialog alike.
 */
export function CreatePlaylistForm({
  onCreated,
  extraFields,
  compact = false,
  autoFocus = false,
  nameRef,
  secondaryAction,
}: CreatePlaylistFormProps) {
  const t = useT();
  // Private until the person chooses to share it, as the server assumes too.
  const form = useForm({ name: '', description: '', isPrivate: true });

  const submit = async ({ name, description, isPrivate }: typeof form.values) => {
    const messages = playlistMessages(t);
    const trimmed = name.trim();
    if (!trimmed) {
      window.alert(messages.nameRequired);
      return;
    }
    let created: Playlist;
    try {
      created = await createPlaylist({
        name: trimmed,
        description: description.trim(),
        isPrivate,
      });
    } catch (error) {
      window.alert(getErrorMessage(error, messages.createError));
      return;
    }
    form.reset();
    await onCreated(created);
  };

  return (
    <Form onSubmit={form.handleSubmit(submit)} noValidate $compact={compact}>
      <TextField
        ref={nameRef}
        label={t('Name')}
        name="name"
        {...form.field('name')}
        maxLength={PLAYLIST_NAME_MAX_LENGTH}
        placeholder={t('e.g. Road trip songs')}
        autoComplete="off"
        aria-required="true"
        // In the dialog the form appears on request: its first field is where the person types.
        autoFocus={autoFocus}
      />
      <TextArea
        label={t('Description')}
        name="description"
        {...form.field('description')}
        rows={compact ? 2 : 3}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={t('Optional')}
      />
      <PrivacyCheckbox
        checked={form.values.isPrivate}
        onChange={(checked) => form.setValue('isPrivate', checked)}
      />
      {extraFields}
      <Actions>
        {secondaryAction}
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('Creating...') : t('Create Playlist')}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $compact }) => ($compact ? '12px' : '16px')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
