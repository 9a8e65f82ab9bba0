import {
  Checkbox,
  DESCRIPTION_MAX_LENGTH,
  Dialog,
  FileField,
  getErrorMessage,
  notify,
  ResponsiveThumbnail,
  SelectField,
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
import { useObjectUrl } from '../../../lib/use-object-url';

export const EDIT_SUCCESS = 'Video updated successfully!';
export const EDIT_FAILED = 'Failed to update video.';
export const EDIT_REQUIRED = 'Title and description are required.';
export const SENSITIVE_LABEL = 'Sensitive content';
export const SENSITIVE_HINT = 'Viewers are warned before it plays.';
export const SENSITIVE_BY_MODERATOR = 'A moderator marked this video sensitive.';

/** Each of a video's comment settings, as the Comments select offers it. */
export const COMMENT_SETTING_LABELS: Record<VideoCommentPolicySetting, string> = {
  channel: 'Channel default',
  on: 'On',
  held: 'Held for review',
  off: 'Off',
};

const COMMENT_OPTIONS = VIDEO_COMMENT_POLICY_SETTINGS.map((value) => ({
  value,
  label: COMMENT_SETTING_LABELS[value],
}));

interface EditVideoDialogProps {
  video: Video;
  onClose: () => void;
  onSaved: (video: Video) => void;
}

/**
 * Title, description, who may comment, the sensitive mark and an optional new thumbnail.
 * Text-only edits go as JSON; a new thumbnail makes it multipart, as `PATCH /videos/:id` expects.
 * The comment setting and the mark are sent only when changed, so saving a title never touches
 * them. A moderator's mark is theirs: the box shows it, and cannot take it off.
 */
export function EditVideoDialog({ video, onClose, onSaved }: EditVideoDialogProps) {
  const byModerator = video.sensitiveByModerator === true;
  // The owner's own mark: under a moderator's mark the video's `sensitive` says nothing of it.
  const ownMark = video.sensitive && !byModerator;
  const form = useForm({
    title: video.title,
    description: video.description,
    thumbnail: null as File | null,
    commentPolicy: video.commentPolicySetting ?? 'channel',
    sensitive: ownMark,
  });
  const sensitiveHintId = useId();
  const { thumbnail } = form.values;
  const saving = form.submitting;
  const previewUrl = useObjectUrl(thumbnail);

  const save = async ({ title, description, commentPolicy, sensitive }: typeof form.values) => {
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    if (!cleanTitle || !cleanDescription) {
      form.setErrors({ form: EDIT_REQUIRED });
      return;
    }
    const changedPolicy =
      commentPolicy !== (video.commentPolicySetting ?? 'channel') ? commentPolicy : null;
    const changedMark = !byModerator && sensitive !== ownMark ? { sensitive } : {};
    let body: FormData | UpdateVideoRequest;
    if (thumbnail) {
      body = new FormData();
      body.append('title', cleanTitle);
      body.append('description', cleanDescription);
      if (changedPolicy) body.append('commentPolicy', changedPolicy);
      if ('sensitive' in changedMark) body.append('sensitive', String(changedMark.sensitive));
      body.append('thumbnail', thumbnail);
    } else {
      body = {
        title: cleanTitle,
        description: cleanDescription,
        ...(changedPolicy ? { commentPolicy: changedPolicy } : {}),
        ...changedMark,
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
      <SelectField
        label="Comments"
        hint="Channel default follows the comment settings on your dashboard."
        options={COMMENT_OPTIONS}
        value={form.values.commentPolicy}
        onChange={(policy: VideoCommentPolicySetting) => form.setValue('commentPolicy', policy)}
        disabled={saving}
      />
      <SensitiveField>
        <Checkbox
          label={SENSITIVE_LABEL}
          aria-describedby={sensitiveHintId}
          checked={byModerator || form.values.sensitive}
          disabled={saving || byModerator}
          onChange={(event) => form.setValue('sensitive', event.target.checked)}
        />
        <p id={sensitiveHintId}>{byModerator ? SENSITIVE_BY_MODERATOR : SENSITIVE_HINT}</p>
      </SensitiveField>
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

const SensitiveField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
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
