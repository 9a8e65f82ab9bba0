import {
  Button,
  DESCRIPTION_MAX_LENGTH,
  FileField,
  FormError,
  hrefs,
  notify,
  PageHeader,
  TextArea,
  TextField,
  TITLE_MAX_LENGTH,
  useDocumentTitle,
  useForm,
  type VideoVisibility,
  useNavigate,
} from '@kinora/shared';
import styled from 'styled-components';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useUploadVideo } from '../hooks/use-upload-video';
import { ChosenFile } from '../../../lib/chosen-file';
import { VISIBILITY_TEXT, VisibilitySelect } from '../../../lib/visibility-select';
import { UploadProgress } from './upload-progress';
import type { ChangeEvent } from 'react';

export const ALL_FIELDS_REQUIRED = 'All fields are required.';
export const UPLOAD_SUCCESS = 'Video uploaded successfully!';

interface UploadFields {
  title: string;
  description: string;
  visibility: VideoVisibility;
  videoFile: File | null;
  thumbnail: File | null;
}

const firstFile = (event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0] ?? null;

/** `/upload-video`: title, description, video file and thumbnail, all required. */
export function UploadVideoPage() {
  useDocumentTitle('Upload Video');
  const navigate = useNavigate();
  const { state, upload, cancel, fail } = useUploadVideo();
  const form = useForm<UploadFields>({
    title: '',
    description: '',
    visibility: 'public',
    videoFile: null,
    thumbnail: null,
  });
  const { visibility, videoFile, thumbnail } = form.values;
  const thumbnailUrl = useObjectUrl(thumbnail);
  // The upload's own state says when it is sending: it can be cancelled, and it reports progress.
  const sending = state.phase === 'sending';

  const submit = async ({ title, description }: typeof form.values) => {
    if (sending) return;
    const cleanTitle = title.trim();
    const cleanDescription = description.trim();
    if (!cleanTitle || !cleanDescription || !videoFile || !thumbnail) {
      fail(ALL_FIELDS_REQUIRED);
      return;
    }
    const video = await upload({
      title: cleanTitle,
      description: cleanDescription,
      visibility,
      videoFile,
      thumbnail,
    });
    if (!video) return;
    notify.success(UPLOAD_SUCCESS);
    void navigate(hrefs.watch(video._id));
  };

  return (
    <Page>
      <PageHeader
        title="Upload Video"
        subtitle="Share a video with your channel. Every field is required."
      />
      <Form noValidate onSubmit={form.handleSubmit(submit)} aria-busy={sending}>
        <TextField
          label="Video Title"
          name="title"
          required
          maxLength={TITLE_MAX_LENGTH}
          {...form.field('title')}
          disabled={sending}
        />
        <TextArea
          label="Description"
          name="description"
          required
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          {...form.field('description')}
          disabled={sending}
        />
        <VisibilityField>
          <FieldLabel htmlFor="upload-visibility">Visibility</FieldLabel>
          <VisibilitySelect
            id="upload-visibility"
            aria-describedby="upload-visibility-hint"
            value={visibility}
            disabled={sending}
            onChange={(chosen) => form.setValue('visibility', chosen)}
          />
          <FieldHint id="upload-visibility-hint">{VISIBILITY_TEXT[visibility].hint}</FieldHint>
        </VisibilityField>
        <Files>
          <FileSlot>
            <FileField
              label="Video File"
              name="videoFile"
              accept="video/*"
              required
              disabled={sending}
              onChange={(event) => form.setValue('videoFile', firstFile(event))}
            />
            {videoFile ? <ChosenFile file={videoFile} /> : null}
          </FileSlot>
          <FileSlot>
            <FileField
              label="Thumbnail Image"
              name="thumbnail"
              accept="image/*"
              required
              disabled={sending}
              onChange={(event) => form.setValue('thumbnail', firstFile(event))}
            />
            {thumbnail ? <ChosenFile file={thumbnail} previewUrl={thumbnailUrl} /> : null}
          </FileSlot>
        </Files>
        {state.phase === 'failed' ? <FormError>{state.message}</FormError> : null}
        {sending ? <UploadProgress percent={state.percent} /> : null}
        <Actions>
          {sending ? (
            <Button $variant="ghost" $size="lg" onClick={cancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" $size="lg" disabled={sending}>
            {sending ? 'Uploading...' : 'Upload Video'}
          </Button>
        </Actions>
      </Form>
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: 24px;
  }
`;

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

const Files = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 20px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const FileSlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
