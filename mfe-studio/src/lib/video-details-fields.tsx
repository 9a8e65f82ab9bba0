import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, type VideoVisibility } from '@kinora/shared';
import { TextArea, TextField } from '@kinora/shared/forms';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { ImageField } from './image-field';
import { useObjectUrl } from './use-object-url';
import { visibilityTexts, VisibilitySelect } from './visibility-select';

/** A text field's value and its change, as `useForm`'s `field(name)` gives them. */
interface TextBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** The English of the thumbnail field's label and hint (the catalogue's keys), as tests find them. */
export const THUMBNAIL_LABEL = 'Thumbnail Image';
export const KEEP_THUMBNAIL_HINT = 'Leave empty to keep the current one.';

interface VideoDetailsFieldsProps {
  title: TextBinding;
  description: TextBinding;
  visibility: VideoVisibility;
  onVisibilityChange: (visibility: VideoVisibility) => void;
  /** The newly chosen thumbnail. */
  thumbnail: File | null;
  onThumbnailChange: (file: File | null) => void;
  /**
   * The video's thumbnail now (editing), shown until another is chosen; choosing one is then
   * optional. Without it (uploading) a thumbnail is required.
   */
  currentThumbnail?: ReactNode;
  /** Before the thumbnail, in the same row of files: the video file of an upload. */
  videoFile?: ReactNode;
  /**
   * An upload's thumbnail is optional (processing offers frames of the video): the hint says so,
   * and `thumbnailChoices` (those frames) follow the image field.
   */
  thumbnailHint?: string;
  thumbnailChoices?: ReactNode;
  /** Further fields after the visibility: an edit's comment setting and sensitive mark. */
  children?: ReactNode;
  disabled: boolean;
}

/**
 * What viewers see of a video, the same fields in the same order wherever a creator fills them
 * in: uploading one and editing it later. The form around it owns the values and sends them.
 */
export function VideoDetailsFields({
  title,
  description,
  visibility,
  onVisibilityChange,
  thumbnail,
  onThumbnailChange,
  currentThumbnail,
  videoFile,
  thumbnailHint,
  thumbnailChoices,
  children,
  disabled,
}: VideoDetailsFieldsProps) {
  const t = useT();
  const visibilityId = useId();
  const thumbnailUrl = useObjectUrl(thumbnail);
  const editing = currentThumbnail !== undefined;
  return (
    <>
      <TextField
        label={t('Video Title')}
        name="title"
        required
        maxLength={TITLE_MAX_LENGTH}
        {...title}
        disabled={disabled}
      />
      <TextArea
        label={t('Description')}
        name="description"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX_LENGTH}
        {...description}
        disabled={disabled}
      />
      <VisibilityField>
        <FieldLabel htmlFor={visibilityId}>{t('Visibility')}</FieldLabel>
        <VisibilitySelect
          id={visibilityId}
          aria-describedby={`${visibilityId}-hint`}
          value={visibility}
          disabled={disabled}
          onChange={onVisibilityChange}
        />
        <FieldHint id={`${visibilityId}-hint`}>{visibilityTexts(t)[visibility].hint}</FieldHint>
      </VisibilityField>
      {children}
      <Files>
        {videoFile}
        <ImageField
          label={t('Thumbnail Image')}
          name="thumbnail"
          hint={editing ? t('Leave empty to keep the current one.') : thumbnailHint}
          required={!editing && thumbnailHint === undefined}
          shape="thumbnail"
          file={thumbnail}
          previewUrl={thumbnailUrl}
          onChange={onThumbnailChange}
          current={currentThumbnail}
          disabled={disabled}
        />
      </Files>
      {thumbnailChoices}
    </>
  );
}

const VisibilityField = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
`;

const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FieldHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/* Side by side where both fit (an upload's video file and thumbnail), else one under the other. */
const Files = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: 20px;
`;
