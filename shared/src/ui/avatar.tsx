import { type ImgHTMLAttributes, useState } from 'react';
import styled from 'styled-components';
import defaultAvatar from './assets/default-avatar.svg';

export const DEFAULT_AVATAR_URL = defaultAvatar;

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
