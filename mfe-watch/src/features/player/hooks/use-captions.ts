import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Caption } from '@kinora/shared';

const CAPTIONS_KEY = 'kinora:captions';

/** The language chosen last in this browser ('off' when captions were turned off). */
function readChoice(): string | null {
  try {
    return localStorage.getItem(CAPTIONS_KEY);
  } catch {
    return null;
  }
}

function storeChoice(language: string | null): void {
  try {
    localStorage.setItem(CAPTIONS_KEY, language ?? 'off');
  } catch {
    // Without storage the choice lasts for this video only.
  }
}

/**
 * The captions to show for a remembered choice: the same language, else one of the same base
 * language (`pt` for `pt-BR`), else none (captions start off unless the viewer turned them on).
 */
export function pickCaptions(
  captions: readonly Pick<Caption, 'language'>[],
  choice: string | null,
): string | null {
  if (!choice || choice === 'off') return null;
  const exact = captions.find((c) => c.language.toLowerCase() === choice.toLowerCase());
  if (exact) return exact.language;
  const base = choice.split('-')[0]?.toLowerCase();
  return captions.find((c) => c.language.split('-')[0]?.toLowerCase() === base)?.language ?? null;
}

export interface CaptionsState {
  captions: readonly Caption[];
  /** The language showing, null when captions are off. */
  language: string | null;
  setLanguage: (language: string | null) => void;
  /** The `c` key and the CC button: off, or back to the language shown last (else the first). */
  toggle: () => void;
}

/**
 * The video's captions as `<track>` elements of the player (on the HLS path too: the element
 * shows them on the media's own clock, whichever way it is fed), one of them showing. The choice
 * is remembered in this browser for the next video.
 */
export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  captions: readonly Caption[],
): CaptionsState {
  const [language, setLanguageState] = useState(() => pickCaptions(captions, readChoice()));
  const lastShown = useRef<string | null>(language);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    // Only the player's own tracks: a browser playing HLS itself adds the playlist's as well.
    const apply = () => {
      video.querySelectorAll('track').forEach((element) => {
        if (!element.track) return;
        element.track.mode = element.srclang === language ? 'showing' : 'disabled';
      });
    };
    apply();
    const tracks = video.textTracks as TextTrackList | undefined;
    tracks?.addEventListener?.('addtrack', apply);
    return () => tracks?.removeEventListener?.('addtrack', apply);
  }, [videoRef, language, captions]);

  const setLanguage = useCallback((next: string | null) => {
    setLanguageState(next);
    if (next) lastShown.current = next;
    storeChoice(next);
  }, []);
  const toggle = useCallback(() => {
    if (language) setLanguage(null);
    else {
      const again = captions.find((c) => c.language === lastShown.current)?.language;
      setLanguage(again ?? captions[0]?.language ?? null);
    }
  }, [captions, language, setLanguage]);

  return { captions, language, setLanguage, toggle };
}
