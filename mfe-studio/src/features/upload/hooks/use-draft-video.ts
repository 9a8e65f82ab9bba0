import { getVideo, usePolling, type Video } from '@kinora/shared';
import { useEffect, useState } from 'react';
import { PROCESSING_POLL_MS } from '../../../lib/processing-poll';

/** Still on its way: its progress, status and thumbnail choices change by themselves. */
const isMoving = (video: Video) => video.status === 'uploading' || video.status === 'processing';

/**
 * The draft a page fills in, as the server has it: asked for when its id is known, then again
 * while it uploads and processes, so its progress and the frames offered as thumbnails appear.
 */
export function useDraftVideo(videoId: string | null) {
  const [video, setVideo] = useState<Video | null>(null);

  useEffect(() => {
    if (!videoId) return undefined;
    let current = true;
    getVideo(videoId)
      .then((fresh) => {
        if (current) setVideo(fresh);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [videoId]);

  const shown = video && video._id === videoId ? video : null;
  usePolling(
    async () => {
      if (!videoId) return;
      const fresh = await getVideo(videoId);
      if (fresh._id === videoId) setVideo(fresh);
    },
    shown && isMoving(shown) ? PROCESSING_POLL_MS : null,
  );

  return { video: shown, setVideo };
}
