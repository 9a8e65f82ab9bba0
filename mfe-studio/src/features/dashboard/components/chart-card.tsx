import { currentLanguage, SkeletonBlock, VisuallyHidden, type Translate } from '@kinora/shared';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { summarizeSeries, type ChartSeries, type SeriesSummary } from '../lib/chart-data';

// nivo (and d3 under it) arrive only when a chart is first drawn: the Analytics tab.
const LineChart = lazy(() => import('./line-chart'));

export const CHART_HEIGHT = 300;
// A label every week keeps 30 days readable from a phone to a wide screen.
const TICK_STEP = 7;

interface ChartCardProps {
  title: string;
  series: ChartSeries;
  color: string;
  /** What the series counts, which the summary sentence names. */
  measure: 'likes' | 'views';
}

/** The chart in one sentence: the month's total and its busiest day. */
function summarize(t: Translate, measure: ChartCardProps['measure'], summary: SeriesSummary) {
  const { total, peak } = summary;
  if (!peak) {
    return measure === 'likes'
      ? t('No likes in the last 30 days.')
      : t('No views in the last 30 days.');
  }
  const number = new Intl.NumberFormat(currentLanguage());
  const formatted = number.format(total);
  const most = number.format(peak.y);
  return measure === 'likes'
    ? t('{{total}} likes in the last 30 days, most on {{day}} ({{peak}}).', {
        total: formatted,
        count: total,
        day: peak.x,
        peak: most,
      })
    : t('{{total}} views in the last 30 days, most on {{day}} ({{peak}}).', {
        total: formatted,
        count: total,
        day: peak.x,
        peak: most,
      });
}

/**
 * One chart with its title, a one-line summary, and the numbers as a table for screen readers
 * (the drawing itself is an image to them).
 */
export function ChartCard({ title, series, color, measure }: ChartCardProps) {
  const t = useT();
  const titleId = useId();
  const summary = summarize(t, measure, summarizeSeries(series));

  return (
    <Card aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <Summary>{summary}</Summary>
      <Plot
        role="img"
        aria-label={t('{{title}}: {{summary}}', { title, summary })}
        style={{ height: CHART_HEIGHT }}
      >
        <Suspense fallback={<SkeletonBlock $height={`${CHART_HEIGHT}px`} />}>
          <LineChart series={series} color={color} tickStep={TICK_STEP} />
        </Suspense>
      </Plot>
      <VisuallyHidden as="div">
        <table>
          <caption>{t('{{title}}, by day', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{series.id}</th>
            </tr>
          </thead>
          <tbody>
            {series.data.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.x}</th>
                <td>{point.y}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Summary = styled.p`
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Plot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;

  /* nivo sizes its SVG inside a zero-size wrapper; the global 'svg { max-width: 100% }' would
     collapse it to nothing. */
  svg {
    max-width: none;
  }
`;
