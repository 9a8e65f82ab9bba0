import { useState } from 'react';
import styled from 'styled-components';

export interface ChannelBannerProps {
  /** The channel's cover image; nothing is drawn without one (or when it fails to load). */
  src: string | null;
}

/**
 * The wide channel banner above the channel's name. One crop everywhere: a strip that fits every
 * screen (6:1 on wide screens, a taller 4:1 on phones), the middle of the image kept, so the
 * settings preview shows exactly what visitors will see.
 */
export function ChannelBanner({ src }: ChannelBannerProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <Banner
      src={src}
      alt=""
      decoding="async"
      onError={() => setFailed(src)}
      data-testid="channel-banner"
    />
  );
}

export const Banner = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 1;
  object-fit: cover;
  object-position: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ theme }) => theme.media.sm} {
    aspect-ratio: 6 / 1;
  }
`;
