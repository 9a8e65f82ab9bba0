import {
  Dialog,
  getErrorMessage,
  notify,
  ResponsiveThumbnail,
  updateVideo,
  type UpdateVideoRequest,
  type Video,
  type VideoCommentPolicySetting,
} from '@kinora/shared';
import { Checkbox, SelectField, useForm } from '@kinora/shared/forms';
import { VIDEO_COMMENT_POLICY_SETTINGS } from '@kinora/shared/moderation';
import { useId } from 'react';
import styled from 'styled-components';
import { VideoDetailsFields } from '../../../lib/video-details-fields';
import { CaptionsSection } from './captions-section';

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
 * The upload's fields (title, description, visibility, an optional new thumbnail), then who may
 * comment and the sensitive mark. Text-only edits go as JSON; a new thumbnail makes it multipart,
 * as `PATCH /videos/:id` expects. The visibility, the comment setting and the mark are sent only
 * when changed, so saving a title never touches them. A moderator's mark is theirs: the box shows
 * it, and cannot take it off.
 */
export function EditVideoDialog({ video, onClose, onSaved }: EditVideoDialogProps) {
  const byModerator = video.sensitiveByModerator === true;
  // The owner's own mark: under a moderator's mark the video's `sensitive` says nothing of it.
  const ownMark = video.sensitive && !byModerator;
  const form = useForm({
    title: video.title,
    description: video.description,
    visibility: video.visibility,
    thumbnail: null as File | null,
    commentPolicy: video.commentPolicySetting ?? 'channel',
    sensitive: ownMark,
  });
  const sensitiveHintId = useId();
  const { thumbnail } = form.values;
  const saving = form.submitting;

  const save = async ({
    title,
    description,
    visibility,
    commentPolicy,
    sensitive,
  }: typeof form.values) => {
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    if (!cleanTitle || !cleanDescription) {
      form.setErrors({ form: EDIT_REQUIRED });
      return;
    }
    const changedVisibility = visibility !== video.visibility ? visibility : null;
    const changedPolicy =
      commentPolicy !== (video.commentPolicySetting ?? 'channel') ? commentPolicy : null;
    const changedMark = !byModerator && sensitive !== ownMark ? { sensitive } : {};
    let body: FormData | UpdateVideoRequest;
    if (thumbnail) {
      body = new FormData();
      body.append('title', cleanTitle);
      body.append('description', cleanDescription);
      if (changedVisibility) body.append('visibility', changedVisibility);
      if (changedPolicy) body.append('commentPolicy', changedPolicy);
      if ('sensitive' in changedMark) body.append('sensitive', String(changedMark.sensitive));
      body.append('thumbnail', thumbnail);
    } else {
      body = {
        title: cleanTitle,
        description: cleanDescription,
        ...(changedVisibility ? { visibility: changedVisibility } : {}),
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
      <VideoDetailsFields
        title={form.field('title')}
        description={form.field('description')}
        visibility={form.values.visibility}
        onVisibilityChange={(visibility) => form.setValue('visibility', visibility)}
        thumbnail={thumbnail}
        onThumbnailChange={(file) => form.setValue('thumbnail', file)}
        currentThumbnail={
          <>
            <ResponsiveThumbnail
              src={video.thumbnail}
              sources={video.thumbnailSources}
              sizes="(min-width: 600px) 512px, 100vw"
              alt="Current thumbnail"
              loading="eager"
            />
            <span aria-hidden>Current thumbnail</span>
          </>
        }
        disabled={saving}
      >
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
        <CaptionsSection videoId={video._id} />
      </VideoDetailsFields>
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
