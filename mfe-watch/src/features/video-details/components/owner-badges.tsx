import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { WatchVideo } from '../types';

/**
 * What only the owner needs to know about their video at a glance: that others cannot find it
 * (Private, Unlisted), cannot watch it yet (Processing) or are warned first (Sensitive).
 */
export function OwnerBadges({ video }: { video: WatchVideo }) {
  const t = useT();
  const badges: { label: string; hint: string }[] = [];
  if (video.visibility === 'private')
    badges.push({ label: t('Private'), hint: t('Only you can watch this video.') });
  if (video.visibility === 'unlisted')
    badges.push({ label: t('Unlisted'), hint: t('Anyone with the link can watch this video.') });
  if (video.status === 'processing')
    badges.push({
      label: t('Processing'),
      hint: t('Others can watch it once processing is done.'),
    });
  if (video.sensitive)
    badges.push({ label: t('Sensitive'), hint: t('Viewers are warned before it plays.') });
  if (badges.length === 0) return null;
  return (
    <Badges aria-label={t('Video status')}>
      {badges.map((badge) => (
        <Badge key={badge.label} title={badge.hint}>
          {badge.label}
        </Badge>
      ))}
    </Badges>
  );
}

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  padding: 2px 10px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
