import {
  getErrorMessage,
  publishVideo,
  updateVideo,
  uploadFailed,
  type UpdateVideoRequest,
  type UploadItem,
  useUploads,
  type Video,
  type VideoVisibility,
} from '@kinora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the details form sends for a draft. */
export interface DraftDetails {
  title: string;
  description: string;
  visibility: VideoVisibility;
  /** A picked image, else the index of a picked frame, else neither (the server picks a frame). */
  thumbnail: File | null;
  thumbnailChoice: number | null;
}

/** A failure with the words to show for it. */
export class UploadStopped extends Error {}

/**
 * Resolves with the upload once `ready` holds for it; fails when it fails or is cancelled. The
 * upload goes on in the panel whatever the page does meanwhile.
 */
function whenUpload(id: string, ready: (upload: UploadItem) => boolean): Promise<UploadItem> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | null = null;
    const check = (): boolean => {
      const upload = useUploads.getState().uploads.find((candidate) => candidate.id === id);
      let settled = true;
      if (!upload) reject(new UploadStopped(uploadFailed()));
      else if (upload.state === 'error') reject(new UploadStopped(upload.error ?? uploadFailed()));
      else if (ready(upload)) resolve(upload);
      else settled = false;
      if (settled) stop?.();
      return settled;
    };
    if (check()) return;
    stop = useUploads.subscribe(() => {
      check();
    });
  });
}

function detailsBody(details: DraftDetails): FormData | UpdateVideoRequest {
  const { title, description, visibility, thumbnail, thumbnailChoice } = details;
  if (thumbnail) {
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('visibility', visibility);
    form.append('thumbnail', thumbnail);
    return form;
  }
  return {
    title,
    description,
    visibility,
    ...(thumbnailChoice === null ? {} : { thumbnailChoice }),
  };
}

export type PublishStep = 'idle' | 'saving' | 'publishing';

/**
 * Saves a draft's details (`PATCH /videos/:id`) and publishes it: the upload page's submit.
 * Publishing waits for the upload to finish, so the video it leads to is whole; meanwhile the
 * progress counts the details' bytes (a thumbnail) with the video's.
 */
export function useDraftDetails() {
  const [step, setStep] = useState<PublishStep>('idle');
  const [detailsSent, setDetailsSent] = useState<{ sent: number; total: number } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = useCallback(async (videoId: string, details: DraftDetails): Promise<Video> => {
    const size = details.thumbnail?.size ?? 0;
    if (size > 0 && mounted.current) setDetailsSent({ sent: 0, total: size });
    try {
      return await updateVideo(videoId, detailsBody(details), (percent) => {
        if (mounted.current) setDetailsSent({ sent: (size * percent) / 100, total: size });
      });
    } finally {
      if (mounted.current) setDetailsSent(null);
    }
  }, []);

  /**
   * Saves then publishes the draft of `uploadId` (started on this page) or `videoId` (opened
   * from a link); answers the published video, or throws with the words to show.
   */
  const publish = useCallback(
    async (target: { uploadId: string | null; videoId: string | null }, details: DraftDetails) => {
      setStep('saving');
      try {
        let { videoId } = target;
        if (target.uploadId) {
          const created = await whenUpload(target.uploadId, (upload) => upload.videoId !== null);
          videoId = created.videoId ?? videoId;
        }
        if (!videoId) throw new UploadStopped(uploadFailed());
        await save(videoId, details);
        if (target.uploadId) await whenUpload(target.uploadId, (upload) => upload.state === 'done');
        if (mounted.current) setStep('publishing');
        return await publishVideo(videoId);
      } catch (failure) {
        if (failure instanceof UploadStopped) throw failure;
        throw new UploadStopped(getErrorMessage(failure, uploadFailed()));
      } finally {
        if (mounted.current) setStep('idle');
      }
    },
    [save],
  );

  return { step, detailsSent, save, publish };
}
