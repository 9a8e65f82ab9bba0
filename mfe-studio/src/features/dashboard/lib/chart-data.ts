import { formatShortDate, type DashboardStats } from '@kinora/shared';
import { t } from '../../../i18n';

/** One day of a chart: `x` is the short date shown on the axis, `date` the day it stands for. */
export interface ChartPoint {
  x: string;
  y: number;
  date: string;
}

/**
 * A nivo line series (`{ id, data: [{ x, y }] }`) plus the raw day of each point. The id is the
 * series' name in words: the tooltip and the table for screen readers show it.
 */
export interface ChartSeries {
  id: string;
  data: ChartPoint[];
}

interface DayValue {
  date: string;
  value: number;
}

function toSeries(id: string, days: readonly DayValue[]): ChartSeries {
  return {
    id,
    data: days.map(({ date, value }) => ({
      x: formatShortDate(date),
      y: Number.isFinite(value) ? value : 0,
      date,
    })),
  };
}

/** `likesLast30Days` as the 'Likes per day' series, oldest day first, x as 'Nov 22'. */
export function toLikesSeries(stats: Pick<DashboardStats, 'likesLast30Days'>): ChartSeries {
  return toSeries(
    t('Likes per day'),
    stats.likesLast30Days.map(({ date, likes }) => ({ date, value: likes })),
  );
}

/** `viewsLast30Days` as the 'Views per day' series, oldest day first. */
export function toViewsSeries(stats: Pick<DashboardStats, 'viewsLast30Days'>): ChartSeries {
  return toSeries(
    t('Views per day'),
    stats.viewsLast30Days.map(({ date, views }) => ({ date, value: views })),
  );
}

export interface SeriesSummary {
  total: number;
  /** The busiest day, or null when every day is zero. */
  peak: ChartPoint | null;
}

export function summarizeSeries(series: ChartSeries): SeriesSummary {
  let total = 0;
  let peak: ChartPoint | null = null;
  for (const point of series.data) {
    total += point.y;
    if (point.y > 0 && (!peak || point.y > peak.y)) peak = point;
  }
  return { total, peak };
}

/**
 * Axis labels to print: every `step`-th day counted back from the newest, so today always has
 * a label and narrow charts are not crowded.
 */
export function pickTickValues(series: ChartSeries, step: number): string[] {
  const every = Math.max(1, Math.floor(step));
  const last = series.data.length - 1;
  return series.data.filter((_, index) => (last - index) % every === 0).map((point) => point.x);
}

/** True when there is nothing to chart or count: no videos and no activity in the window. */
export function hasNoAnalytics(stats: DashboardStats | null | undefined): boolean {
  if (!stats) return true;
  const noDays = stats.likesLast30Days.length === 0 && stats.viewsLast30Days.length === 0;
  const quiet =
    stats.totalVideos === 0 &&
    stats.totalViews === 0 &&
    stats.totalLikes === 0 &&
    stats.totalSubscribers === 0 &&
    stats.likesLast30Days.every((day) => day.likes === 0) &&
    stats.viewsLast30Days.every((day) => day.views === 0);
  return noDays || quiet;
}
