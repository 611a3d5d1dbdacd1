import { ResponsivePie } from '@nivo/pie';
import { formatPence, pieLabelOf, type SupplierSpendRow, spendShare } from '@oms/contracts';
import { supplierColourAt } from './supplierColours';

interface SupplierSlice {
  id: string;
  label: string;
  value: number;
  supplierTitle: string;
  color: string;
}

/** Spend per supplier as a pie; names over 14 characters are shortened when more than 6 suppliers share it. */
export function SpendBySupplierPie({ rows, isNarrow }: { rows: readonly SupplierSpendRow[]; isNarrow: boolean }) {
  const total = rows.reduce((sum, row) => sum + row.spend, 0);
  const slices: SupplierSlice[] = rows
    .map((row, index) => ({
      id: row.supplierId,
      label: pieLabelOf(row.supplierTitle, rows.length),
      value: row.spend,
      supplierTitle: row.supplierTitle,
      color: supplierColourAt(index),
    }))
    .filter((slice) => slice.value > 0);
  const description = rows
    .map((row) => `${row.supplierTitle} ${formatPence(row.spend)} (${spendShare(row.spend, total)}%)`)
    .join(', ');
  return (
    <figure className="spend-chart spend-chart--pie" aria-label={`Spend per supplier: ${description}`}>
      <ResponsivePie<SupplierSlice>
        data={slices}
        margin={
          isNarrow ? { top: 16, right: 16, bottom: 16, left: 16 } : { top: 24, right: 140, bottom: 24, left: 140 }
        }
        innerRadius={0.5}
        padAngle={0.8}
        cornerRadius={2}
        activeOuterRadiusOffset={6}
        colors={(slice) => slice.data.color}
        enableArcLinkLabels={!isNarrow}
        arcLinkLabel="label"
        arcLinkLabelsSkipAngle={8}
        arcLinkLabelsThickness={2}
        arcLinkLabelsColor={{ from: 'color' }}
        arcLinkLabelsTextColor="#1c2127"
        arcLabel={(slice) => `${Math.round(spendShare(slice.value, total))}%`}
        arcLabelsSkipAngle={14}
        arcLabelsTextColor="#ffffff"
        valueFormat={(value) => formatPence(value)}
        tooltip={({ datum }) => (
          <div className="spend-chart__tooltip">
            <strong>{datum.data.supplierTitle}</strong> {formatPence(datum.value)}
          </div>
        )}
        role="presentation"
        animate={false}
      />
    </figure>
  );
}
