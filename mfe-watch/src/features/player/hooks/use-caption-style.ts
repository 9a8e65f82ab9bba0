import { useCallback, useState } from 'react';

const STYLE_KEY = 'kinora:caption-style';

/** The captions' size, in percent of the browser's own (a twentieth of the picture's height). */
export const CAPTION_SIZES = ['50', '75', '100', '150', '200'] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];

/** Behind the words: mostly black (the default, as on YouTube), black, or none (an outline). */
export const CAPTION_BACKGROUNDS = ['translucent', 'black', 'none'] as const;
export type CaptionBackground = (typeof CAPTION_BACKGROUNDS)[number];

export interface CaptionStyle {
  size: CaptionSize;
  background: CaptionBackground;
}

export const DEFAULT_CAPTION_STYLE: CaptionStyle = { size: '100', background: 'translucent' };

const isSize = (value: unknown): value is CaptionSize =>
  CAPTION_SIZES.some((size) => size === value);
const isBackground = (value: unknown): value is CaptionBackground =>
  CAPTION_BACKGROUNDS.some((background) => background === value);

/** The style chosen last in this browser; anything unreadable is the default. */
export function readCaptionStyle(): CaptionStyle {
  try {
    const stored = JSON.parse(localStorage.getItem(STYLE_KEY) ?? '{}') as Partial<
      Record<keyof CaptionStyle, unknown>
    >;
    return {
      size: isSize(stored.size) ? stored.size : DEFAULT_CAPTION_STYLE.size,
      background: isBackground(stored.background)
        ? stored.background
        : DEFAULT_CAPTION_STYLE.background,
    };
  } catch {
    return DEFAULT_CAPTION_STYLE;
  }
}

/** How the captions look, remembered in this browser for every video, as their language is. */
export function useCaptionStyle(): {
  style: CaptionStyle;
  setStyle: (change: Partial<CaptionStyle>) => void;
} {
  const [style, setState] = useState(readCaptionStyle);
  const setStyle = useCallback((change: Partial<CaptionStyle>) => {
    setState((current) => {
      const next = { ...current, ...change };
      try {
        localStorage.setItem(STYLE_KEY, JSON.stringify(next));
      } catch {
        // Without storage the style lasts for this page only.
      }
      return next;
    });
  }, []);
  return { style, setStyle };
}
