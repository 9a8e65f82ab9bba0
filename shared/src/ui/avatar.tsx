import { type ImgHTMLAttributes, useState } from 'react';
import styled from 'styled-components';

/**
 * A grey silhouette, written out here rather than imported as a file: the build inlined it as a
 * data URL anyway, and the server draws cards with this component too.
 */
const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3a3a3a"/><circle cx="32" cy="25" r="11" fill="#9a9a9a"/><path d="M12 56c2-11 10.5-17 20-17s18 6 20 17z" fill="#9a9a9a"/></svg>';
export const DEFAULT_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(DEFAULT_AVATAR_SVG)}`;

export interface AvatarProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** Empty, missing or broken sources show the local default avatar. */
  src?: string | null;
  /** Describe the person ("ann's avatar"), or '' when a name is shown right beside it. */
  alt: string;
  /** Diameter in pixels. */
  size?: number;
}

export function Avatar({ src, alt, size = 40, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR_URL;
  return (
    <Round
      {...props}
      src={usable}
      alt={alt}
      width={size}
      height={size}
      $size={size}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        if (src && usable === src) setFailedSrc(src);
        props.onError?.(event);
      }}
    />
  );
}

const Round = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
