import type { StockTakePeriodEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { stockTakePeriodsDecider } from './stockTakePeriods';

const spec = deciderSpecification(stockTakePeriodsDecider);
const october = { venueId: 'v1', stockTakeId: 'st-oct', fromPeriod: '2026-10-01', toPeriod: '2026-10-31' };
const claimed: StockTakePeriodEvent = { type: 'StockTakePeriodClaimed', data: october };
const released: StockTakePeriodEvent = {
  type: 'StockTakePeriodReleased',
  data: { venueId: 'v1', stockTakeId: 'st-oct' },
};
const claim = (stockTakeId: string, fromPeriod: string, toPeriod: string) => ({
  type: 'ClaimStockTakePeriod' as const,
  venueId: 'v1',
  stockTakeId,
  fromPeriod,
  toPeriod,
});

describe('stock take periods decider', () => {
  it('claims a period once, however often the same stock take asks', () => {
    spec
      .given([])
      .when(claim('st-oct', '2026-10-01', '2026-10-31'))
      .then([claimed]);
    spec
      .given([claimed])
      .when(claim('st-oct', '2026-10-01', '2026-10-31'))
      .then([]);
  });

  it('refuses another stock take on any of the claimed days, with the overlap message', () => {
    for (const [fromPeriod, toPeriod] of [
      ['2026-10-01', '2026-10-31'],
      ['2026-09-20', '2026-10-01'],
      ['2026-10-31', '2026-11-05'],
      ['2026-10-10', '2026-10-12'],
    ] as const) {
      spec
        .given([claimed])
        .when(claim('st-other', fromPeriod, toPeriod))
        .thenThrows('STOCK_TAKE_PERIOD_OVERLAPS', 'These dates overlap another stock take');
    }
    spec
      .given([claimed])
      .when(claim('st-nov', '2026-11-01', '2026-11-30'))
      .then([
        {
          type: 'StockTakePeriodClaimed',
          data: { venueId: 'v1', stockTakeId: 'st-nov', fromPeriod: '2026-11-01', toPeriod: '2026-11-30' },
        },
      ]);
  });

  it('gives a deleted stock take’s days back, once', () => {
    const release = { type: 'ReleaseStockTakePeriod' as const, venueId: 'v1', stockTakeId: 'st-oct' };
    spec.given([claimed]).when(release).then([released]);
    spec.given([claimed, released]).when(release).then([]);
    spec.given([]).when(release).then([]);
    spec
      .given([claimed, released])
      .when(claim('st-again', '2026-10-01', '2026-10-31'))
      .then([
        {
          type: 'StockTakePeriodClaimed',
          data: { venueId: 'v1', stockTakeId: 'st-again', fromPeriod: '2026-10-01', toPeriod: '2026-10-31' },
        },
      ]);
  });
});
