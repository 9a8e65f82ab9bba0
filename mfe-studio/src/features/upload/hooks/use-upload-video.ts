import {
  getErrorMessage,
  uploadVideo,
  VIDEO_UPLOAD_FIELDS,
  type Video,
  type VideoVisibility,
} from '@kinora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

export interface UploadFields {
  title: string;
  description: string;
  visibility: VideoVisibility;
  videoFile: File;
  thumbnail: File;
}

export type UploadState =
  { phase: 'idle' } | { phase: 'sending'; percent: number } | { phase: 'failed'; message: string };

/**
 * Sends `POST /videos` as multipart and follows the real upload progress. Leaving the page
 * aborts the request, so a half-sent file does not keep the connection busy.
 */
export function useUploadVideo() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (fields: UploadFields): Promise<Video | null> => {
    const form = new FormData();
    // Text fields first: the server reads them before it streams the files.
    form.append(VIDEO_UPLOAD_FIELDS.title, fields.title);
    form.append(VIDEO_UPLOAD_FIELDS.description, fields.description);
    form.append(VIDEO_UPLOAD_FIELDS.visibility, fields.visibility);
    form.append(VIDEO_UPLOAD_FIELDS.videoFile, fields.videoFile);
    form.append(VIDEO_UPLOAD_FIELDS.thumbnail, fields.thumbnail);

    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'sending', percent: 0 });
    try {
      const video = await uploadVideo(
        form,
        (percent) => {
          if (!abort.signal.aborted) setState({ phase: 'sending', percent });
        },
        { signal: abort.signal },
      );
      return video;
    } catch (error) {
      if (!abort.signal.aborted) {
        setState({ phase: 'failed', message: getErrorMessage(error, UPLOAD_FAILED) });
      }
      return null;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  const fail = useCallback((message: string) => setState({ phase: 'failed', message }), []);

  return { state, upload, cancel, fail };
}
