import {
  Button,
  DESCRIPTION_MAX_LENGTH,
  Dialog,
  FileField,
  FormError,
  getErrorMessage,
  notify,
  ResponsiveThumbnail,
  TextArea,
  TextField,
  TITLE_MAX_LENGTH,
  updateVideo,
  type Video,
} from '@kinora/shared';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useObjectUrl } from '../../../lib/use-object-url';

export const EDIT_SUCCESS = 'Video updated successfully!';
export const EDIT_FAILED = 'Failed to update video.';
export const EDIT_REQUIRED = 'Title and description are required.';

interface EditVideoDialogProps {
  video: Video;
  onClose: () => void;
  onSaved: (video: Video) => void;
}

/**
 * Title, description and an optional new thumbnail. Text-only edits go as JSON; a new thumbnail
 * makes it multipart, as `PATCH /videos/:id` expects.
 */
export function EditVideoDialog({ video, onClose, onSaved }: EditVideoDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(thumbnail);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    if (!cleanTitle || !cleanDescription) {
      setError(EDIT_REQUIRED);
      return;
    }
    let body: FormData | { title: string; description: string };
    if (thumbnail) {
      body = new FormData();
      body.append('title', cleanTitle);
      body.append('description', cleanDescription);
      body.append('thumbnail', thumbnail);
    } else {
      body = { title: cleanTitle, description: cleanDescription };
    }
    setSaving(true);
    setError(null);
    try {
      const updated = await updateVideo(video._id, body);
      notify.success(EDIT_SUCCESS);
      onSaved(updated);
    } catch (failure) {
      const message = getErrorMessage(failure, EDIT_FAILED);
      setError(message);
      notify.error(message);
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? () => undefined : onClose}
      title="Edit Video"
      width={560}
      footer={
        <>
          <Button $variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label="Title"
          required
          maxLength={TITLE_MAX_LENGTH}
          value={title}
          disabled={saving}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="Description"
          required
          rows={4}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description}
          disabled={saving}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Thumb>
          <ResponsiveThumbnail
            src={previewUrl ?? video.thumbnail}
            // A chosen file is previewed as it is; the stored thumbnail comes in its sizes.
            sources={previewUrl ? null : video.thumbnailSources}
            sizes="(min-width: 480px) 160px, 240px"
            alt={thumbnail ? `Preview of ${thumbnail.name}` : 'Current thumbnail'}
            loading="eager"
          />
          <FileField
            label="New thumbnail (optional)"
            accept="image/*"
            disabled={saving}
            hint="Leave empty to keep the current one."
            onChange={(event) => setThumbnail(event.target.files?.[0] ?? null)}
          />
        </Thumb>
        {error ? <FormError>{error}</FormError> : null}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Thumb = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  align-items: start;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 160px minmax(0, 1fr);
  }

  img {
    width: 100%;
    max-width: 240px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;
