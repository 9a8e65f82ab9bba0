import styled from 'styled-components';
import { t } from '../i18n';
import type { Video } from '@kinora/shared';

/** What the owner reads on a video a moderator removed (nobody else can open it). */
export const removalText = (reason: string) => t('Removed by a moderator: {{reason}}', { reason });

/** "Removed by a moderator: <reason>" on one of the owner's videos, or nothing. */
export function RemovalNotice({ video }: { video: Pick<Video, 'removal'> }) {
  if (!video.removal) return null;
  return <Notice>{removalText(video.removal.reason)}</Notice>;
}

const Notice = styled.span`
  display: block;
  width: fit-content;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;
