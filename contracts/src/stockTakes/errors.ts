import { defineErrors } from '../platform/errors';
import { planLimitMessages } from '../subscriptions/planLimits';
import { stockTakeMessages } from './messages';

/** Every way stock takes refuse a request. */
export const stockTakeErrors = defineErrors({
  proOnly: {
    code: 'PLAN_FEATURE',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.featureOf('pro'),
  },
  notFound: { code: 'STOCK_TAKE_NOT_FOUND', status: 404, message: 'This stock take could not be found' },
  periodRequired: {
    code: 'STOCK_TAKE_PERIOD_REQUIRED',
    status: 400,
    field: 'toPeriod',
    message: stockTakeMessages.chooseCreationDate,
  },
  periodReversed: {
    code: 'STOCK_TAKE_PERIOD_REVERSED',
    status: 400,
    field: 'toPeriod',
    message: 'The period must end on or after the day it starts',
  },
  periodInFuture: {
    code: 'STOCK_TAKE_PERIOD_IN_FUTURE',
    status: 400,
    field: 'toPeriod',
    message: 'A stock take cannot cover days in the future',
  },
  periodOverlaps: {
    code: 'STOCK_TAKE_PERIOD_OVERLAPS',
    status: 409,
    field: 'fromPeriod',
    message: 'These dates overlap another stock take',
  },
  previousNotFound: {
    code: 'PREVIOUS_STOCK_TAKE_NOT_FOUND',
    status: 400,
    field: 'prevStockTakeId',
    message: 'The previous stock take could not be found',
  },
  previousNotBefore: {
    code: 'PREVIOUS_STOCK_TAKE_NOT_BEFORE',
    status: 400,
    field: 'prevStockTakeId',
    message: 'The previous stock take must end before this one starts',
  },
  locked: {
    code: 'STOCK_TAKE_LOCKED',
    status: 409,
    message: 'This stock take is locked. Unlock it to change its counts.',
  },
  lockedCannotDelete: {
    code: 'STOCK_TAKE_LOCKED',
    status: 409,
    message: 'A locked stock take cannot be deleted. Unlock it first.',
  },
  notLocked: {
    code: 'STOCK_TAKE_NOT_LOCKED',
    status: 409,
    message: 'Reports are ready once the stock take is locked',
  },
  unknownLine: {
    code: 'STOCK_TAKE_LINE_NOT_FOUND',
    status: 400,
    field: 'toUpdate',
    message: 'A line to update is not on this stock take',
  },
  requiredFields: {
    code: 'STOCK_PRODUCT_REQUIRED_FIELDS',
    status: 400,
    field: 'toAdd',
    title: stockTakeMessages.fillRequiredFields,
    message: stockTakeMessages.requiredFieldsDescription,
  },
  unknownProduct: {
    code: 'UNKNOWN_PRODUCT',
    status: 400,
    field: 'toAdd',
    message: 'A product to add is not in the catalogue',
  },
  alreadyCounted: {
    code: 'STOCK_PRODUCT_ALREADY_COUNTED',
    status: 409,
    field: 'toAdd',
    message: 'This product is already on the stock take',
  },
});
