import { makeDashboardStats } from '@kinora/shared/test-utils';
import {
  hasNoAnalytics,
  pickTickValues,
  summarizeSeries,
  toLikesSeries,
  toViewsSeries,
} from './chart-data';

describe('chart data mapping', () => {
  const stats = makeDashboardStats(
    {
      totalVideos: 2,
      likesLast30Days: [
        { date: '2026-10-31', likes: 0 },
        { date: '2026-11-01', likes: 4 },
        { date: '2026-11-22', likes: 9 },
      ],
      viewsLast30Days: [
        { date: '2026-11-21', views: 120 },
        { date: '2026-11-22', views: 80 },
      ],
    },
    '2026-11-22',
  );

  it("maps likesLast30Days to the 'Likes per day' series with short month-and-day x values", () => {
    expect(toLikesSeries(stats)).toEqual({
      id: 'Likes per day',
      data: [
        { x: 'Oct 31', y: 0, date: '2026-10-31' },
        { x: 'Nov 1', y: 4, date: '2026-11-01' },
        { x: 'Nov 22', y: 9, date: '2026-11-22' },
      ],
    });
  });

  it('maps viewsLast30Days to the views series, keeping the order', () => {
    expect(toViewsSeries(stats)).toEqual({
      id: 'Views per day',
      data: [
        { x: 'Nov 21', y: 120, date: '2026-11-21' },
        { x: 'Nov 22', y: 80, date: '2026-11-22' },
      ],
    });
  });

  it('reads the UTC calendar day, whatever the local zone', () => {
    const first = toLikesSeries({ likesLast30Days: [{ date: '2026-01-01', likes: 1 }] }).data[0];
    expect(first?.x).toBe('Jan 1');
  });

  it('maps all 30 days of a real answer', () => {
    const full = makeDashboardStats();
    expect(toLikesSeries(full).data).toHaveLength(30);
    expect(toViewsSeries(full).data.at(-1)?.x).toBe('Nov 22');
  });

  it('sums a series and finds its busiest day', () => {
    expect(summarizeSeries(toViewsSeries(stats))).toEqual({
      total: 200,
      peak: { x: 'Nov 21', y: 120, date: '2026-11-21' },
    });
    expect(summarizeSeries(toLikesSeries(makeDashboardStats())).peak).toBeNull();
  });

  it('labels every n-th day counted back from the newest', () => {
    const series = toLikesSeries(makeDashboardStats());
    const ticks = pickTickValues(series, 7);
    expect(ticks).toEqual(['Oct 25', 'Nov 1', 'Nov 8', 'Nov 15', 'Nov 22']);
    expect(pickTickValues(series, 0)).toHaveLength(30);
  });

  it('calls a creator with no videos and no activity "no data"', () => {
    expect(hasNoAnalytics(null)).toBe(true);
    expect(hasNoAnalytics(makeDashboardStats())).toBe(true);
    expect(hasNoAnalytics(makeDashboardStats({ totalVideos: 1 }))).toBe(false);
    expect(hasNoAnalytics(stats)).toBe(false);
  });
});
