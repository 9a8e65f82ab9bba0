import { type FormEvent, type ReactNode, useState } from 'react';
import {
  Button,
  createPlaylist,
  getErrorMessage,
  PLAYLIST_NAME_MAX_LENGTH,
  TextArea,
  TextField,
  type Playlist,
} from '@kinora/shared';
import styled from 'styled-components';
import { PLAYLIST_MESSAGES } from '../messages';
import { PrivacyCheckbox } from './privacy-checkbox';

const DESCRIPTION_MAX_LENGTH = 1000;

export interface CreatePlaylistFormProps {
  /** Called with the new playlist; the form empties itself afterwards. */
  onCreated: (playlist: Playlist) => void | Promise<void>;
  /** More controls above the submit button (the dialog's "add this video" choice). */
  extraFields?: ReactNode;
  /** Tighter spacing for the dialog. */
  compact?: boolean;
  autoFocus?: boolean;
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
  secondaryAction,
}: CreatePlaylistFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = name.trim();
    if (!trimmed) {
      window.alert(PLAYLIST_MESSAGES.nameRequired);
      return;
    }
    setSubmitting(true);
    let created: Playlist;
    try {
      created = await createPlaylist({
        name: trimmed,
        description: description.trim(),
        isPrivate,
      });
    } catch (error) {
      setSubmitting(false);
      window.alert(getErrorMessage(error, PLAYLIST_MESSAGES.createError));
      return;
    }
    setName('');
    setDescription('');
    setIsPrivate(false);
    setSubmitting(false);
    await onCreated(created);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate $compact={compact}>
      <TextField
        label="Name"
        name="name"
        value={name}
        maxLength={PLAYLIST_NAME_MAX_LENGTH}
        placeholder="e.g. Road trip songs"
        autoComplete="off"
        aria-required="true"
        // In the dialog the form appears on request: its first field is where the person types.
        autoFocus={autoFocus}
        onChange={(event) => setName(event.target.value)}
      />
      <TextArea
        label="Description"
        name="description"
        value={description}
        rows={compact ? 2 : 3}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder="Optional"
        onChange={(event) => setDescription(event.target.value)}
      />
      <PrivacyCheckbox checked={isPrivate} onChange={setIsPrivate} />
      {extraFields}
      <Actions>
        {secondaryAction}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Creating...' : 'Create Playlist'}
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
