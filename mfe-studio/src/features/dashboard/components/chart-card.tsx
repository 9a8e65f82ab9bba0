import { SkeletonBlock, VisuallyHidden } from '@kinora/shared';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { summarizeSeries, type ChartSeries } from '../lib/chart-data';

// nivo (and d3 under it) arrive only when a chart is first drawn: the Analytics tab.
const LineChart = lazy(() => import('./line-chart'));

export const CHART_HEIGHT = 300;
// A label every week keeps 30 days readable from a phone to a wide screen.
const TICK_STEP = 7;

interface ChartCardProps {
  title: string;
  series: ChartSeries;
  color: string;
  /** The unit in the summary sentence, singular and plural: ['like', 'likes']. */
  unit: readonly [string, string];
}

/**
 * One chart with its title, a one-line summary, and the numbers as a table for screen readers
 * (the drawing itself is an image to them).
 */
export function ChartCard({ title, series, color, unit }: ChartCardProps) {
  const titleId = useId();
  const { total, peak } = summarizeSeries(series);
  const [one, many] = unit;
  const summary = peak
    ? `${total.toLocaleString('en-US')} ${total === 1 ? one : many} in the last 30 days, most on ${peak.x} (${peak.y.toLocaleString('en-US')}).`
    : `No ${many} in the last 30 days.`;

  return (
    <Card aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <Summary>{summary}</Summary>
      <Plot role="img" aria-label={`${title}: ${summary}`} style={{ height: CHART_HEIGHT }}>
        <Suspense fallback={<SkeletonBlock $height={`${CHART_HEIGHT}px`} />}>
          <LineChart series={series} color={color} tickStep={TICK_STEP} />
        </Suspense>
      </Plot>
      <VisuallyHidden as="div">
        <table>
          <caption>{`${title}, by day`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
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
