import { useEffect, useState } from 'react';
import type { Caption } from '@kinora/shared';

const isCrossOrigin = (url: string): boolean => {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
};

/**
 * Where each caption's `<track>` reads its file, by caption id. A browser loads a track from
 * another origin (captions kept on a media origin or a bucket) only when the video element itself
 * asks in CORS mode, which would put the video's own requests in CORS mode too. Instead, such a
 * file is fetched here (the media origin answers CORS requests, as HLS needs) and handed to its
 * track as a local copy; a same-origin file keeps its address. A caption not in the map is not
 * loaded yet, or could not be, and gets no track.
 */
export function useTrackSources(captions: readonly Caption[]): ReadonlyMap<string, string> {
  const [copies, setCopies] = useState<ReadonlyMap<string, string>>(() => new Map());

  useEffect(() => {
    const distant = captions.filter((caption) => isCrossOrigin(caption.url));
    if (distant.length === 0) return undefined;
    const controller = new AbortController();
    const made: string[] = [];
    void Promise.all(
      distant.map(async (caption) => {
        try {
          const response = await fetch(caption.url, {
            mode: 'cors',
            credentials: 'omit',
            signal: controller.signal,
          });
          if (!response.ok) return null;
          const file = await response.blob();
          if (controller.signal.aborted) return null;
          const copy = URL.createObjectURL(file);
          made.push(copy);
          return [caption.id, copy] as const;
        } catch {
          return null;
        }
      }),
    ).then((entries) => {
      if (controller.signal.aborted) return;
      setCopies(new Map(entries.filter((entry) => entry !== null)));
    });
    return () => {
      controller.abort();
      made.forEach((copy) => URL.revokeObjectURL(copy));
      setCopies(new Map());
    };
  }, [captions]);

  return new Map(
    captions.flatMap((caption): [string, string][] => {
      if (!isCrossOrigin(caption.url)) return [[caption.id, caption.url]];
      const copy = copies.get(caption.id);
      return copy ? [[caption.id, copy]] : [];
    }),
  );
}
