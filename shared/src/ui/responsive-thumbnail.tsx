import styled from 'styled-components';
import type { ThumbnailFile, ThumbnailSources } from '../contract/video';

export interface ResponsiveThumbnailProps {
  /** The one URL every video has (`thumbnail`): shown as it is when there are no sizes. */
  src: string;
  /** The thumbnail's sizes; none for older uploads and external videos without them. */
  sources?: ThumbnailSources | null;
  /** How wide the image is drawn, as an `<img sizes>` says it: `(max-width: 767px) 100vw, 320px`. */
  sizes: string;
  alt?: string;
  /** `eager` only for an image that is on screen from the start and worth waiting for. */
  loading?: 'lazy' | 'eager';
  /**
   * On screen from the first paint and likely the largest thing there: fetched at once and
   * first (`loading="eager"`, `fetchpriority="high"`); everything else waits until scrolled near.
   */
  priority?: boolean;
  /** Styles the `<img>`, which is what the surrounding box sizes and crops. */
  className?: string;
}

/**
 * Without sizes the intrinsic box is still 16:9, the shape of every thumbnail frame, so the
 * layout is the same before and after the image arrives.
 */
const FALLBACK_WIDTH = 1280;
const FALLBACK_HEIGHT = 720;

/**
 * A neutral 16:9 frame for a video without a thumbnail yet (a draft before processing took its
 * frames): an `<img>` like any other, so every container sizes and crops it the same way, and
 * never a broken image.
 */
export const THUMBNAIL_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#272727"/><path d="M70 32v26l22-13z" fill="#555"/></svg>',
)}`;

const srcSetOf = (files: readonly ThumbnailFile[]) =>
  files.map((file) => `${file.url} ${file.width}w`).join(', ');

/**
 * A video thumbnail: WebP sizes for browsers that take them, JPEG sizes otherwise, the browser
 * picking the width from `sizes`. Width and height are always set, so nothing shifts while it
 * loads. The `<picture>` takes no box of its own: containers style the `<img>` as before.
 */
export function ResponsiveThumbnail({
  src,
  sources,
  sizes,
  alt = '',
  loading = 'lazy',
  priority = false,
  className,
}: ResponsiveThumbnailProps) {
  const eagerness = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading } as const);
  if (!sources) {
    return (
      <img
        className={className}
        src={src || THUMBNAIL_PLACEHOLDER}
        alt={alt}
        width={FALLBACK_WIDTH}
        height={FALLBACK_HEIGHT}
        {...eagerness}
        decoding="async"
      />
    );
  }
  return (
    <Picture>
      <source type="image/webp" srcSet={srcSetOf(sources.webp)} sizes={sizes} />
      <img
        className={className}
        src={sources.jpeg.at(-1)?.url ?? src}
        srcSet={srcSetOf(sources.jpeg)}
        sizes={sizes}
        alt={alt}
        width={sources.width}
        height={sources.height}
        {...eagerness}
        decoding="async"
      />
    </Picture>
  );
}

const Picture = styled.picture`
  display: contents;
`;
