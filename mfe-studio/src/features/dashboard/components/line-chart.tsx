import { currentLanguage } from '@kinora/shared';
import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { pickTickValues, type ChartSeries } from '../lib/chart-data';
import { toNivoTheme } from '../lib/nivo-theme';
import { useT } from '../../../i18n';

export interface LineChartProps {
  series: ChartSeries;
  color: string;
  /** Days between axis labels. */
  tickStep: number;
}

/**
 * The nivo line chart. This module is the only one that imports @nivo/line and is loaded with
 * React.lazy when the Analytics tab opens, so nivo never weighs on the first visit.
 */
export default function LineChart({ series, color, tickStep }: LineChartProps) {
  const t = useT();
  const kinora = useTheme();
  const nivoTheme = useMemo(() => toNivoTheme(kinora), [kinora]);
  const tickValues = useMemo(() => pickTickValues(series, tickStep), [series, tickStep]);
  const max = series.data.reduce((highest, point) => Math.max(highest, point.y), 0);
  const compact = useMemo(
    () =>
      new Intl.NumberFormat(currentLanguage(), { notation: 'compact', maximumFractionDigits: 1 }),
    [],
  );

  return (
    <ResponsiveLine<ChartSeries>
      data={[series]}
      theme={nivoTheme}
      colors={[color]}
      margin={{ top: 16, right: 28, bottom: 40, left: 44 }}
      xScale={{ type: 'point' }}
      // An empty month still gets a readable 0-to-1 axis instead of a flat line on the floor.
      yScale={{ type: 'linear', min: 0, max: max > 0 ? 'auto' : 1, nice: true }}
      curve="monotoneX"
      enableArea
      areaOpacity={0.12}
      lineWidth={2}
      pointSize={5}
      pointColor={kinora.colors.background}
      pointBorderWidth={2}
      pointBorderColor={{ from: 'seriesColor' }}
      enableGridX={false}
      gridYValues={4}
      axisBottom={{ tickValues, tickSize: 0, tickPadding: 10 }}
      axisLeft={{
        tickValues: 4,
        tickSize: 0,
        tickPadding: 8,
        format: (value: number) => (Number.isInteger(value) ? compact.format(value) : ''),
      }}
      useMesh
      enableCrosshair
      crosshairType="bottom"
      tooltip={({ point }) => (
        <Tip>
          <strong>{point.data.x}</strong>
          <span>{t('{{series}}: {{value}}', { series: series.id, value: point.data.y })}</span>
        </Tip>
      )}
      role="presentation"
      isFocusable={false}
      animate={false}
    />
  );
}

const Tip = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceFloating};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  white-space: nowrap;
`;
