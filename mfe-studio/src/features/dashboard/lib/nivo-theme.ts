import type { KinoraTheme } from '@kinora/shared';
import type { LineSvgProps } from '@nivo/line';
import type { ChartSeries } from './chart-data';

export type NivoTheme = NonNullable<LineSvgProps<ChartSeries>['theme']>;

const px = (value: string) => Number.parseInt(value, 10);

/** nivo's default theme is for white pages; this one draws with Kinora's dark tokens. */
export function toNivoTheme(theme: KinoraTheme): NivoTheme {
  const { colors } = theme;
  return {
    background: 'transparent',
    text: {
      fill: colors.textMuted,
      fontSize: px(theme.fontSizes.xs),
      fontFamily: theme.fonts.body,
    },
    axis: {
      domain: { line: { stroke: colors.border, strokeWidth: 1 } },
      ticks: {
        line: { stroke: colors.border, strokeWidth: 1 },
        text: { fill: colors.textMuted, fontSize: px(theme.fontSizes.xs) },
      },
      legend: { text: { fill: colors.text, fontSize: px(theme.fontSizes.sm) } },
    },
    grid: { line: { stroke: colors.border, strokeWidth: 1 } },
    crosshair: { line: { stroke: colors.textMuted, strokeWidth: 1, strokeOpacity: 0.8 } },
    tooltip: {
      container: {
        background: colors.surfaceFloating,
        color: colors.text,
        fontSize: px(theme.fontSizes.sm),
        borderRadius: theme.radii.sm,
        boxShadow: theme.shadows.raised,
        border: `1px solid ${colors.border}`,
      },
    },
  };
}
