import {
  ButtonLink,
  EmptyState,
  ErrorState,
  getDashboardStats,
  hrefs,
  LoadingState,
  useAsync,
} from '@kinora/shared';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { useT } from '../../../i18n';
import { hasNoAnalytics, toLikesSeries, toViewsSeries } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { StatTiles } from './stat-tiles';

/** Channel totals and the last 30 days of likes and views. */
export function AnalyticsTab() {
  const t = useT();
  const { state, reload } = useAsync(getDashboardStats, []);
  const theme = useTheme();
  const stats = state.status === 'success' ? state.data : null;
  const likes = useMemo(() => (stats ? toLikesSeries(stats) : null), [stats]);
  const views = useMemo(() => (stats ? toViewsSeries(stats) : null), [stats]);

  if (state.status === 'loading') return <LoadingState label={t('Loading analytics...')} />;
  if (state.status === 'error') {
    return <ErrorState message={t('Failed to load analytics data.')} onRetry={reload} />;
  }
  if (!stats || !likes || !views || hasNoAnalytics(stats)) {
    return (
      <EmptyState
        title={t('No analytics data available.')}
        message={t('Numbers appear here once your videos are watched and liked.')}
        action={<ButtonLink to={hrefs.uploadVideo()}>{t('Upload Video')}</ButtonLink>}
      />
    );
  }

  return (
    <Stack>
      <StatTiles stats={stats} />
      <Charts>
        <ChartCard
          title={t('Likes (Last 30 Days)')}
          series={likes}
          color={theme.colors.accent}
          measure="likes"
        />
        <ChartCard
          title={t('Views (Last 30 Days)')}
          series={views}
          color={theme.colors.link}
          measure="views"
        />
      </Charts>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
