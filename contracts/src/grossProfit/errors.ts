import { defineErrors } from '../platform/errors';
import { planLimitMessages } from '../subscriptions/planLimits';
import { GROSS_PROFIT_MAX_RANGE_DAYS, grossProfitMessages } from './messages';

/** Every way the gross profit screen's calls are refused (spec 02 §2.10, §5). */
export const grossProfitErrors = defineErrors({
  planFeature: {
    code: 'PLAN_FEATURE',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.featureOf('starter'),
  },
  futureDate: { code: 'FUTURE_DATE', status: 400, field: 'date', message: grossProfitMessages.futureDate },
  noSalesData: { code: 'NO_SALES_DATA', status: 404, message: grossProfitMessages.noSalesData },
  noMiscCost: { code: 'NO_MISC_COST', status: 404, message: grossProfitMessages.noMiscCost },
  rangeReversed: {
    code: 'RANGE_REVERSED',
    status: 400,
    field: 'from',
    message: 'The start date must be on or before the end date',
  },
  rangeTooLong: {
    code: 'RANGE_TOO_LONG',
    status: 400,
    field: 'from',
    message: `Choose a range of at most ${GROSS_PROFIT_MAX_RANGE_DAYS} days`,
  },
});
