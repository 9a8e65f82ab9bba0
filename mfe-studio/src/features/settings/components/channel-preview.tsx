import { Avatar, ChannelBanner, ChannelDescription } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';

interface ChannelPreviewProps {
  /** The chosen banner's preview, else the saved one, else none. */
  bannerUrl: string | null;
  avatarUrl: string | null;
  name: string;
  username: string;
  description: string;
}

/**
 * The top of the channel page as it will look with the changes on the form, drawn with the same
 * banner and description pieces as the channel page, before anything is saved.
 */
export function ChannelPreview({
  bannerUrl,
  avatarUrl,
  name,
  username,
  description,
}: ChannelPreviewProps) {
  const t = useT();
  return (
    <Frame>
      {bannerUrl ? <ChannelBanner src={bannerUrl} /> : <NoBanner>{t('No banner yet')}</NoBanner>}
      <Identity>
        <Avatar src={avatarUrl} alt={t('Your channel picture')} size={72} />
        <Text>
          <Name>{name.trim() || username}</Name>
          <Handle>@{username}</Handle>
          <ChannelDescription text={description} />
        </Text>
      </Identity>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const NoBanner = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 4 / 1;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    aspect-ratio: 6 / 1;
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;

  /* The channel page centres these on phones; here they sit beside the picture. */
  & > div {
    align-items: flex-start;
  }
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Handle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
