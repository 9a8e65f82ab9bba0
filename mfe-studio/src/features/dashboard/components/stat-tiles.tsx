import styled from 'styled-components';
import { currentLanguage, type DashboardStats } from '@kinora/shared';
import { useT } from '../../../i18n';

type TotalKey = 'totalViews' | 'totalSubscribers' | 'totalLikes' | 'totalVideos';

/** The four channel totals. */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  const t = useT();
  const full = new Intl.NumberFormat(currentLanguage());
  const tiles: readonly { key: TotalKey; label: string }[] = [
    { key: 'totalViews', label: t('Total Views') },
    { key: 'totalSubscribers', label: t('Total Subscribers') },
    { key: 'totalLikes', label: t('Total Likes') },
    { key: 'totalVideos', label: t('Total Videos') },
  ];
  return (
    <Tiles>
      {tiles.map(({ key, label }) => (
        <Tile key={key}>
          <dt>{label}</dt>
          <dd>{full.format(stats[key])}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 4px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
