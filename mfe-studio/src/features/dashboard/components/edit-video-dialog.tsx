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
  type UpdateVideoRequest,
  type Video,
  type VideoCommentPolicySetting,
} from '@kinora/shared';
import { VIDEO_COMMENT_POLICY_SETTINGS } from '@kinora/shared/moderation';
import { useId } from 'react';
import styled from 'styled-components';
import { selectStyles } from '../../../lib/select-styles';
import { useObjectUrl } from '../../../lib/use-object-url';

export const EDIT_SUCCESS = 'Video updated successfully!';
export const EDIT_FAILED = 'Failed to update video.';
export const EDIT_REQUIRED = 'Title and description are required.';

/** Each of a video's comment settings, as the Comments select offers it. */
export const COMMENT_SETTING_LABELS: Record<VideoCommentPolicySetting, string> = {
  channel: 'Channel default',
  on: 'On',
  held: 'Held for review',
  off: 'Off',
};

const isCommentSetting = (value: string): value is VideoCommentPolicySetting =>
  (VIDEO_COMMENT_POLICY_SETTINGS as readonly string[]).includes(value);

interface EditVideoDialogProps {
  video: Video;
  onClose: () => void;
  onSaved: (video: Video) => void;
}

/**
 * Title, description, who may comment and an optional new thumbnail. Text-only edits go as JSON;
 * a new thumbnail makes it multipart, as `PATCH /videos/:id` expects. The comment setting is sent
 * only when changed, so saving a title never touches it.
 */
export function EditVideoDialog({ video, onClose, onSaved }: EditVideoDialogProps) {
  const form = useForm({
    title: video.title,
    description: video.description,
    thumbnail: null as File | null,
    commentPolicy: video.commentPolicySetting ?? 'channel',
  });
  const commentsId = useId();
  const { thumbnail } = form.values;
  const saving = form.submitting;
  const previewUrl = useObjectUrl(thumbnail);

  const save = async ({ title, description, commentPolicy }: typeof form.values) => {
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    if (!cleanTitle || !cleanDescription) {
      form.setErrors({ form: EDIT_REQUIRED });
      return;
    }
    const changedPolicy =
      commentPolicy !== (video.commentPolicySetting ?? 'channel') ? commentPolicy : null;
    let body: FormData | UpdateVideoRequest;
    if (thumbnail) {
      body = new FormData();
      body.append('title', cleanTitle);
      body.append('description', cleanDescription);
      if (changedPolicy) body.append('commentPolicy', changedPolicy);
      body.append('thumbnail', thumbnail);
    } else {
      body = {
        title: cleanTitle,
        description: cleanDescription,
        ...(changedPolicy ? { commentPolicy: changedPolicy } : {}),
      };
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
      <CommentsField>
        <label htmlFor={commentsId}>Comments</label>
        <Select
          id={commentsId}
          aria-describedby={`${commentsId}-hint`}
          value={form.values.commentPolicy}
          disabled={saving}
          onChange={(event) => {
            if (isCommentSetting(event.target.value)) {
              form.setValue('commentPolicy', event.target.value);
            }
          }}
        >
          {VIDEO_COMMENT_POLICY_SETTINGS.map((setting) => (
            <option key={setting} value={setting}>
              {COMMENT_SETTING_LABELS[setting]}
            </option>
          ))}
        </Select>
        <p id={`${commentsId}-hint`}>
          Channel default follows the comment settings on your dashboard.
        </p>
      </CommentsField>
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

const CommentsField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/* Never wider than the dialog (a 390 px phone), nor than its longest option needs. */
const Select = styled.select`
  ${selectStyles}
  width: 100%;
  max-width: 280px;
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
