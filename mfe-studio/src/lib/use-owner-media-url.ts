import { API_BASE, http } from '@kinora/shared';
import { useEffect, useState } from 'react';

const MEDIA_PREFIX = `${API_BASE}/media/`;
// Shown until the image arrives (or if it cannot): the thumbnail frame's grey shows through.
const BLANK_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The URL to show one of the creator's own images. The media route serves files of unpublished
 * videos only with the owner's Bearer token, which an `<img>` cannot send: for those, the image
 * is fetched through the API client and shown from a temporary object URL.
 */
export function useOwnerMediaUrl(src: string, isPublished: boolean): string {
  const needsToken = !isPublished && src.startsWith(MEDIA_PREFIX);
  const [objectUrl, setObjectUrl] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!needsToken) return undefined;
    const controller = new AbortController();
    let created: string | undefined;
    http
      .get<Blob>(src.slice(API_BASE.length), { responseType: 'blob', signal: controller.signal })
      .then((response) => {
        created = URL.createObjectURL(response.data);
        setObjectUrl(created);
      })
      // A missing thumbnail leaves the grey placeholder; nothing else depends on it.
      .catch(() => setObjectUrl(undefined));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(undefined);
    };
  }, [needsToken, src]);

  return needsToken ? (objectUrl ?? BLANK_IMAGE) : src;
}
