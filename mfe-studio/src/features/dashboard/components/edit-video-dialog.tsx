import {
  Dialog,
  getErrorMessage,
  notify,
  ResponsiveThumbnail,
  updateVideo,
  type UpdateVideoRequest,
  type Translate,
  type Video,
  type VideoCommentPolicySetting,
} from '@kinora/shared';
import { Checkbox, SelectField, useForm } from '@kinora/shared/forms';
import { VIDEO_COMMENT_POLICY_SETTINGS } from '@kinora/shared/moderation';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { VideoDetailsFields } from '../../../lib/video-details-fields';
import { CaptionsSection } from './captions-section';

/**
 * Each of a video's comment settings, as the Comments select offers it. On and Off have a context:
 * other languages agree them with the comments ('Activés'), and 'On' is also "On <video>".
 */
const commentSettingLabels = (t: Translate): Record<VideoCommentPolicySetting, string> => ({
  channel: t('Channel default'),
  on: t('On', { context: 'comments' }),
  held: t('Held for review'),
  off: t('Off', { context: 'comments' }),
});

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
  const t = useT();
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
      form.setErrors({ form: t('Title and description are required.') });
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
      notify.success(t('Video updated successfully!'));
      onSaved(updated);
      return 'leaving';
    } catch (failure) {
      const message = getErrorMessage(failure, t('Failed to update video.'));
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  const commentOptions = VIDEO_COMMENT_POLICY_SETTINGS.map((value) => ({
    value,
    label: commentSettingLabels(t)[value],
  }));

  return (
    <Dialog
      open
      onClose={onClose}
      busy={saving}
      title={t('Edit Video')}
      width={560}
      actions={{ confirmLabel: saving ? t('Saving...') : t('Save') }}
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
              alt={t('Current thumbnail')}
              loading="eager"
            />
            <span aria-hidden>{t('Current thumbnail')}</span>
          </>
        }
        disabled={saving}
      >
        <SelectField
          label={t('Comments')}
          hint={t('Channel default follows the comment settings on your dashboard.')}
          options={commentOptions}
          value={form.values.commentPolicy}
          onChange={(policy: VideoCommentPolicySetting) => form.setValue('commentPolicy', policy)}
          disabled={saving}
        />
        <SensitiveField>
          <Checkbox
            label={t('Sensitive content')}
            aria-describedby={sensitiveHintId}
            checked={byModerator || form.values.sensitive}
            disabled={saving || byModerator}
            onChange={(event) => form.setValue('sensitive', event.target.checked)}
          />
          <p id={sensitiveHintId}>
            {byModerator
              ? t('A moderator marked this video sensitive.')
              : t('Viewers are warned before it plays.')}
          </p>
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
