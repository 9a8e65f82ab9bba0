import {
  Button,
  FormError,
  getErrorMessage,
  hrefs,
  notify,
  PageHeader,
  useDocumentTitle,
  useNavigate,
  useLocation,
  useSearchParams,
  useUploads,
  type Translate,
  type VideoVisibility,
} from '@kinora/shared';
import { FileField, useForm } from '@kinora/shared/forms';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ChosenFile } from '../../../lib/chosen-file';
import { VideoDetailsFields } from '../../../lib/video-details-fields';
import { usePageFileDrop, VideoDropZone } from '../../../lib/video-drop-zone';
import { useDraftDetails, type DraftDetails } from '../hooks/use-draft-details';
import { useDraftVideo } from '../hooks/use-draft-video';
import { ThumbnailChoices } from './thumbnail-choices';
import { UploadProgress } from './upload-progress';

/** `?draft=<videoId>`: the page shows that draft's details (from the uploads panel, the lists). */
export const DRAFT_PARAM = 'draft';

interface UploadFields {
  title: string;
  description: string;
  visibility: VideoVisibility;
  thumbnail: File | null;
  thumbnailChoice: number | null;
}

/** A draft's title from its file: the name without its extension. */
const titleFromFile = (file: File) => file.name.replace(/\.[^.]+$/, '').trim();

/**
 * `/upload-video`: picking (or dropping) video files starts uploading each at once as a draft,
 * which goes on in the uploads panel wherever the person browses. The form fills in this page's
 * draft: Upload Video (the spec's submit) saves its details and publishes it.
 */
export function UploadVideoPage() {
  const t = useT();
  useDocumentTitle(t('Upload Video'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const draftParam = params.get(DRAFT_PARAM);
  const startUploads = useUploads((state) => state.startUploads);
  const cancelUpload = useUploads((state) => state.cancel);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const upload = useUploads((state) =>
    state.uploads.find((candidate) =>
      uploadId
        ? candidate.id === uploadId
        : draftParam !== null && candidate.videoId === draftParam,
    ),
  );
  const videoId = upload?.videoId ?? draftParam;
  const { video } = useDraftVideo(videoId);
  const { step, detailsSent, save, publish } = useDraftDetails();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<UploadFields>({
    title: '',
    description: '',
    visibility: 'public',
    thumbnail: null,
    thumbnailChoice: null,
  });
  const { title, description, visibility, thumbnail, thumbnailChoice } = form.values;
  const busy = step !== 'idle' || saving;
  // Opened from a link (and not started here): the form starts from what the draft holds.
  const openedDraft = draftParam !== null && uploadId === null;

  // The address names the draft once the server created it, so a reload comes back to it. Not
  // once the person has left: a link to another page changes the address at once, while this
  // page stays on screen until that page has loaded, and naming the draft then would bring them
  // back here.
  useEffect(() => {
    if (window.location.pathname !== pathname) return;
    if (upload?.videoId && upload.videoId !== draftParam) {
      const next = new URLSearchParams(params);
      next.set(DRAFT_PARAM, upload.videoId);
      setParams(next, { replace: true });
    }
  }, [upload?.videoId, draftParam, params, setParams, pathname]);

  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    if (!video || !openedDraft || prefilled.current === video._id) return;
    prefilled.current = video._id;
    form.setValue('title', video.title);
    form.setValue('description', video.description);
    form.setValue('visibility', video.visibility);
  }, [video, openedDraft, form]);

  const startFiles = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    const ids = startUploads(files);
    setUploadId(ids[0] ?? null);
    setVideoFile(first);
    setError(null);
    prefilled.current = null;
    if (!title.trim()) form.setValue('title', titleFromFile(first));
  };

  usePageFileDrop((files) => {
    if (!busy) startFiles(files);
  });

  const details = (): DraftDetails => ({
    title: title.trim(),
    description: description.trim(),
    visibility,
    thumbnail,
    thumbnailChoice: thumbnail ? null : thumbnailChoice,
  });

  const saveDraft = async () => {
    if (!videoId || busy) return;
    if (!title.trim() || !description.trim()) {
      setError(t('All fields are required.'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await save(videoId, details());
      notify.success(t('Details saved.'));
    } catch (failure) {
      setError(getErrorMessage(failure, t('Could not save the details. Please try again.')));
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    if (busy) return;
    if (!title.trim() || !description.trim() || (!uploadId && !draftParam)) {
      setError(t('All fields are required.'));
      return;
    }
    setError(null);
    try {
      // A draft opened from its link may still be uploading in this tab: publishing waits for it.
      const published = await publish({ uploadId: upload?.id ?? null, videoId }, details());
      notify.success(t('Video uploaded successfully!'));
      void navigate(hrefs.watch(published._id));
    } catch (failure) {
      setError(
        failure instanceof Error
          ? failure.message
          : t('Could not save the details. Please try again.'),
      );
    }
  };

  // One bar for all there is to send: the video's bytes, then a thumbnail's with the details.
  const uploading = upload && upload.state !== 'done' ? upload : null;
  const sent = (uploading?.bytesSent ?? 0) + (detailsSent?.sent ?? 0);
  const total = (uploading?.bytesTotal ?? 0) + (detailsSent?.total ?? 0);
  const showProgress = uploading !== null || detailsSent !== null;
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  const frames = video?.thumbnailChoices ?? [];

  return (
    <Page>
      <PageHeader
        title={t('Upload Video')}
        subtitle={t(
          'Your video starts uploading as soon as you pick it. Fill in its details meanwhile.',
        )}
      />
      <Form noValidate onSubmit={form.handleSubmit(() => submit())} aria-busy={busy}>
        <VideoDetailsFields
          title={form.field('title')}
          description={form.field('description')}
          visibility={visibility}
          onVisibilityChange={(chosen) => form.setValue('visibility', chosen)}
          thumbnail={thumbnail}
          onThumbnailChange={(file) => {
            form.setValue('thumbnail', file);
            if (file) form.setValue('thumbnailChoice', null);
          }}
          thumbnailHint={t(
            'Optional: without one, a frame of the video is used. Frames to pick from appear below once the video is processed.',
          )}
          thumbnailChoices={
            frames.length > 0 ? (
              <ThumbnailChoices
                frames={frames}
                chosen={thumbnail ? null : thumbnailChoice}
                disabled={busy}
                onChoose={(index) => {
                  form.setValue('thumbnailChoice', index);
                  form.setValue('thumbnail', null);
                }}
              />
            ) : null
          }
          videoFile={
            <VideoDropZone onFiles={startFiles} disabled={busy}>
              <FileField
                label={t('Video File')}
                name="videoFile"
                accept="video/*"
                multiple
                required
                disabled={busy}
                onChange={(event) => startFiles(Array.from(event.target.files ?? []))}
              />
              {videoFile ? <ChosenFile file={videoFile} /> : null}
              {!videoFile && openedDraft && video ? (
                <DraftNote>{t('Draft: {{title}}', { title: video.title })}</DraftNote>
              ) : null}
            </VideoDropZone>
          }
          disabled={busy}
        />
        {error ? <FormError>{error}</FormError> : null}
        {upload?.state === 'error' && upload.error !== error ? (
          <FormError>{upload.error}</FormError>
        ) : null}
        {showProgress ? <UploadProgress percent={percent} /> : null}
        <Actions>
          {upload && upload.state !== 'done' ? (
            <Button
              $variant="ghost"
              $size="lg"
              disabled={busy}
              onClick={() => {
                cancelUpload(upload.id);
                setUploadId(null);
                setVideoFile(null);
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {t('Cancel')}
            </Button>
          ) : null}
          {videoId ? (
            <Button
              $variant="secondary"
              $size="lg"
              disabled={busy}
              onClick={() => void saveDraft()}
            >
              {saving ? t('Saving...') : t('Save draft')}
            </Button>
          ) : null}
          <Button type="submit" $size="lg" disabled={busy}>
            {submitLabel(t, step, openedDraft)}
          </Button>
        </Actions>
      </Form>
    </Page>
  );
}

function submitLabel(
  t: Translate,
  step: ReturnType<typeof useDraftDetails>['step'],
  openedDraft: boolean,
) {
  if (step === 'saving') return t('Uploading...');
  if (step === 'publishing') return t('Publishing...');
  return openedDraft ? t('Publish') : t('Upload Video');
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

const DraftNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;
