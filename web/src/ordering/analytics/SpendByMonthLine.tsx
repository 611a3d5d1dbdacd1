import { ResponsiveLine } from '@nivo/line';
import { formatPence, formatSpendMonth, type MonthSpendRow } from '@oms/contracts';

/** Spend per calendar month as a line; months without orders sit at zero. */
export function SpendByMonthLine({ rows, isNarrow }: { rows: readonly MonthSpendRow[]; isNarrow: boolean }) {
  const series = [
    {
      id: 'Spend',
      data: rows.map((row) => ({ x: formatSpendMonth(row.month), y: row.spend })),
    },
  ];
  const description = rows.map((row) => `${formatSpendMonth(row.month)} ${formatPence(row.spend)}`).join(', ');
  // Every other month label on phones once the axis would crowd.
  const everyOther = isNarrow && rows.length > 4;
  return (
    <figure className="spend-chart spend-chart--line" aria-label={`Spend per month: ${description}`}>
      <ResponsiveLine
        data={series}
        margin={{ top: 20, right: isNarrow ? 30 : 36, bottom: 48, left: isNarrow ? 64 : 80 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        curve="linear"
        colors={['#2d72d2']}
        lineWidth={3}
        pointSize={8}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        pointColor="#ffffff"
        enableArea
        areaOpacity={0.08}
        axisBottom={{
          tickSize: 0,
          tickPadding: 10,
          format: (value: string) =>
            everyOther && rows.findIndex((row) => formatSpendMonth(row.month) === value) % 2 === 1 ? '' : value,
        }}
        axisLeft={{
          tickSize: 0,
          tickPadding: 8,
          tickValues: 5,
          format: (value: number) => formatPence(value).replace(/\.00$/, ''),
        }}
        enableGridX={false}
        gridYValues={5}
        useMesh
        yFormat={(value) => formatPence(Number(value))}
        tooltip={({ point }) => (
          <div className="spend-chart__tooltip">
            <strong>{String(point.data.x)}</strong> {point.data.yFormatted}
          </div>
        )}
        role="presentation"
        animate={false}
      />
    </figure>
  );
}
