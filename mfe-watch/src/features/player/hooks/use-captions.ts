import { type Caption, currentLanguage } from '@kinora/shared';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type CaptionStyle, useCaptionStyle } from './use-caption-style';

const CAPTIONS_KEY = 'kinora:captions';

/** The menu's choice: none, the interface's language, or a language of the video's captions. */
export type CaptionsChoice = 'off' | 'auto' | (string & {});

/** The choice made last in this browser ('off' when captions were turned off). */
function readChoice(): CaptionsChoice | null {
  try {
    return localStorage.getItem(CAPTIONS_KEY);
  } catch {
    return null;
  }
}

function storeChoice(choice: CaptionsChoice): void {
  try {
    localStorage.setItem(CAPTIONS_KEY, choice);
  } catch {
    // Without storage the choice lasts for this video only.
  }
}

/**
 * The language the site's interface is shown in: the page's own `lang` (set to it when the page
 * starts), else the language its texts are translated into.
 */
export function interfaceLanguage(): string {
  return document.documentElement.lang || currentLanguage();
}

/**
 * The captions to show for a choice: the same language, else one of the same base language (`pt`
 * for `pt-BR`), else none (captions start off unless the viewer turned them on). 'auto' asks
 * for the interface's language the same way.
 */
export function pickCaptions(
  captions: readonly Pick<Caption, 'language'>[],
  choice: CaptionsChoice | null,
  uiLanguage: string = interfaceLanguage(),
): string | null {
  if (!choice || choice === 'off') return null;
  const wanted = choice === 'auto' ? uiLanguage : choice;
  const exact = captions.find((c) => c.language.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact.language;
  const base = wanted.split('-')[0]?.toLowerCase();
  return captions.find((c) => c.language.split('-')[0]?.toLowerCase() === base)?.language ?? null;
}

export interface CaptionsState {
  captions: readonly Caption[];
  /** What the viewer chose ('auto' follows the interface's language). */
  choice: CaptionsChoice;
  /** The language showing, null when captions are off (or Auto finds none in the language). */
  language: string | null;
  choose: (choice: CaptionsChoice) => void;
  /** The `c` key and the CC button: off, or back to the choice made last (else the first). */
  toggle: () => void;
  /** Their size and background, the player's for every video. */
  style: CaptionStyle;
  setStyle: (change: Partial<CaptionStyle>) => void;
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
  const [choice, setChoice] = useState<CaptionsChoice>(() => {
    const stored = readChoice();
    // A remembered language this video lacks (nor its base language) starts it with none.
    return stored === 'auto' || pickCaptions(captions, stored) ? (stored ?? 'off') : 'off';
  });
  const language = pickCaptions(captions, choice);
  const lastOn = useRef<CaptionsChoice | null>(choice === 'off' ? null : choice);

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

  const choose = useCallback((next: CaptionsChoice) => {
    setChoice(next);
    if (next !== 'off') lastOn.current = next;
    storeChoice(next);
  }, []);
  const toggle = useCallback(() => {
    if (language) choose('off');
    else if (lastOn.current && pickCaptions(captions, lastOn.current)) choose(lastOn.current);
    else choose(captions[0]?.language ?? 'off');
  }, [captions, language, choose]);

  const { style, setStyle } = useCaptionStyle();

  return { captions, choice, language, choose, toggle, style, setStyle };
}
