import {
  Button,
  FileField,
  FormError,
  hrefs,
  notify,
  PageHeader,
  useDocumentTitle,
  useForm,
  useLeaveGuard,
  type VideoVisibility,
  useNavigate,
} from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useUploadVideo } from '../hooks/use-upload-video';
import { ChosenFile } from '../../../lib/chosen-file';
import { VideoDetailsFields } from '../../../lib/video-details-fields';
import { UploadProgress } from './upload-progress';
import type { ChangeEvent } from 'react';

export const ALL_FIELDS_REQUIRED = 'All fields are required.';
export const UPLOAD_SUCCESS = 'Video uploaded successfully!';

/** Asked before leaving while a chosen video would be lost. */
export const LEAVE_UPLOAD = {
  title: 'Leave this page?',
  message: "Your upload will stop and the video won't be saved.",
} as const;

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
  // The upload's own state says when it is sending: it can be cancelled, and it reports progress.
  const sending = state.phase === 'sending';
  // Cancelling says the person is done with this upload: leaving after it loses nothing they want.
  const [cancelled, setCancelled] = useState(false);
  const leaveGuard = useLeaveGuard(sending || (videoFile !== null && !cancelled), LEAVE_UPLOAD);

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
    leaveGuard.release();
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
        <VideoDetailsFields
          title={form.field('title')}
          description={form.field('description')}
          visibility={visibility}
          onVisibilityChange={(chosen) => form.setValue('visibility', chosen)}
          thumbnail={thumbnail}
          onThumbnailChange={(file) => form.setValue('thumbnail', file)}
          videoFile={
            <FileSlot>
              <FileField
                label="Video File"
                name="videoFile"
                accept="video/*"
                required
                disabled={sending}
                onChange={(event) => {
                  setCancelled(false);
                  form.setValue('videoFile', firstFile(event));
                }}
              />
              {videoFile ? <ChosenFile file={videoFile} /> : null}
            </FileSlot>
          }
          disabled={sending}
        />
        {state.phase === 'failed' ? <FormError>{state.message}</FormError> : null}
        {sending ? <UploadProgress percent={state.percent} /> : null}
        <Actions>
          {sending ? (
            <Button
              $variant="ghost"
              $size="lg"
              onClick={() => {
                setCancelled(true);
                cancel();
              }}
            >
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
