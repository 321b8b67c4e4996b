import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, Text, Title } from '@mantine/core';
import { bdToFils, formatBD, formatFils } from '@fleetledger/shared/money';
import type { ReportChart } from '../model/report-view';

const BAR_HEIGHT = 30;
const AXIS_HEIGHT = 50;
/** Room after the longest bar for its figure. */
const LABEL_ROOM = { jobs: 36, money: 80 } as const;

function formatValue(unit: 'jobs' | 'money', value: number): string {
  return unit === 'money' ? formatBD(bdToFils(value), 2) : `${value.toLocaleString('en-US')} jobs`;
}

/** The figure at the end of a bar: the table's format, without the unit the title already gives. */
function formatBarLabel(unit: 'jobs' | 'money', value: unknown): string {
  if (typeof value !== 'number') return '';
  return unit === 'money' ? formatFils(bdToFils(value), 2) : value.toLocaleString('en-US');
}

/** Room for the longest label on the category axis, within reason. */
function labelWidth(labels: string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.min(200, Math.max(72, longest * 7.5 + 16));
}

/**
 * The report's chart. The table below carries the same figures, so the chart is one labelled image
 * for screen readers rather than a maze of shapes.
 */
export function ReportChartView({ chart, className }: { chart: ReportChart; className?: string }) {
  if (chart.kind === 'none') return null;
  const titleId = 'report-chart-title';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} className={className}>
      <Title order={3} id={titleId} fz="md" mb="sm">
        {chart.title}
      </Title>
      {chart.kind === 'bars' ? (
        <>
          <div role="img" aria-label={`${chart.title}; the table below lists the same figures`}>
            <BarChart
              h={chart.bars.length * BAR_HEIGHT + AXIS_HEIGHT}
              data={chart.bars.map((bar) => ({ label: bar.label, value: bar.value, color: bar.colour }))}
              dataKey="label"
              orientation="vertical"
              series={[{ name: 'value', label: chart.unit === 'money' ? 'Amount' : 'Jobs', color: 'indigo.6' }]}
              valueFormatter={(value) => formatValue(chart.unit, value)}
              yAxisProps={{ width: labelWidth(chart.bars.map((bar) => bar.label)), interval: 0 }}
              xAxisProps={{
                allowDecimals: false,
                tickFormatter: (value: number) => value.toLocaleString('en-US'),
              }}
              gridAxis="x"
              maxBarWidth={22}
              withBarValueLabel
              barChartProps={{ margin: { right: LABEL_ROOM[chart.unit] } }}
              valueLabelProps={{ formatter: (value: unknown) => formatBarLabel(chart.unit, value) }}
            />
          </div>
          {chart.note !== undefined && (
            <Text size="xs" c="gray.7" mt="xs">
              {chart.note}
            </Text>
          )}
        </>
      ) : (
        <div role="img" aria-label={`${chart.title}; the table below lists the same figures`}>
          <BarChart
            h={320}
            data={chart.points}
            dataKey={chart.categoryKey}
            type="stacked"
            series={chart.series.map((series) => ({ name: series.name, color: series.colour }))}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 48 }}
            // Every month's name where there is room; a narrow chart skips some rather than overlap them.
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 6, tick: { fontSize: 11 } }}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            gridAxis="y"
            maxBarWidth={36}
          />
        </div>
      )}
    </Paper>
  );
}
