import {
  DESCRIPTION_MAX_LENGTH,
  Dialog,
  FileField,
  getErrorMessage,
  notify,
  ResponsiveThumbnail,
  TextArea,
  TextField,
  TITLE_MAX_LENGTH,
  updateVideo,
  useForm,
  type Video,
} from '@kinora/shared';
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
  const form = useForm({
    title: video.title,
    description: video.description,
    thumbnail: null as File | null,
  });
  const { thumbnail } = form.values;
  const saving = form.submitting;
  const previewUrl = useObjectUrl(thumbnail);

  const save = async ({ title, description }: typeof form.values) => {
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    if (!cleanTitle || !cleanDescription) {
      form.setErrors({ form: EDIT_REQUIRED });
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
    form.setErrors({});
    try {
      const updated = await updateVideo(video._id, body);
      notify.success(EDIT_SUCCESS);
      onSaved(updated);
      return 'leaving';
    } catch (failure) {
      const message = getErrorMessage(failure, EDIT_FAILED);
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={saving}
      title="Edit Video"
      width={560}
      actions={{ confirmLabel: saving ? 'Saving...' : 'Save' }}
      onSubmit={form.handleSubmit(save)}
      error={form.errors.form}
    >
      <TextField
        label="Title"
        required
        maxLength={TITLE_MAX_LENGTH}
        {...form.field('title')}
        disabled={saving}
      />
      <TextArea
        label="Description"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX_LENGTH}
        {...form.field('description')}
        disabled={saving}
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
          onChange={(event) => form.setValue('thumbnail', event.target.files?.[0] ?? null)}
        />
      </Thumb>
    </Dialog>
  );
}

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
