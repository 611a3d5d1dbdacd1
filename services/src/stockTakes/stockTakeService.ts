import { createHash, randomUUID } from 'node:crypto';
import {
  businessDateOf,
  type CreateStockTakeBody,
  checkStockTakePeriod,
  planHasFeature,
  type ReceivedQuantity,
  type SaveStockTakeBody,
  type StockTakeLine,
  type StockTakeProductToAdd,
  stockTakeErrors,
  stockTakePeriodsStreamId,
  stockTakeStreamId,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { newId } from '../platform/eventStore/newId';
import type { Platform } from '../platform/platform';
import { currentPlanOf } from '../subscriptions/planUsage';
import { receivedBetween, receivedFromOf } from './receivedSinceLastCount';
import { type StockTakeCommand, stockTakeDecider } from './stockTake/stockTake';
import { initialLines, lineOfProduct } from './stockTakeLines';
import { stockTakePeriodsDecider } from './stockTakePeriods/stockTakePeriods';
import { catalogueProductsById, countedSheet } from './stockTakeSheetView';

/** Spec 02 §6: stock takes need the Pro plan; the web shows the upsell page instead. */
export async function assertStockTakesIncluded(platform: Platform, venueId: string) {
  if (!planHasFeature(await currentPlanOf(platform, venueId), 'Stock_Takes')) {
    throw domainErrorOf(stockTakeErrors.proOnly);
  }
}

export async function runStockTakeCommand(
  platform: Platform,
  stockTakeId: string,
  command: StockTakeCommand,
  context: CommandContext,
) {
  const outcome = await handleCommand(
    platform.eventStore,
    stockTakeStreamId(stockTakeId),
    stockTakeDecider,
    command,
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return outcome;
}

export const venueStockTakes = (platform: Platform, venueId: string) =>
  readModels.stockTakes.in(platform.readStore).find({ venueId }, { sort: { fromPeriod: -1, _id: 1 }, limit: 1000 });

export async function createStockTake(
  platform: Platform,
  venueId: string,
  body: CreateStockTakeBody,
  context: CommandContext,
) {
  // A retried create (same Idempotency-Key) lands on the same stock take, where the key is found again.
  const stockTakeId = context.idempotencyKey
    ? `st-${createHash('sha256').update(`${venueId}\n${context.idempotencyKey}`).digest('hex').slice(0, 24)}`
    : `st-${newId()}`;
  const existing = await venueStockTakes(platform, venueId);
  const others = existing.filter((stockTake) => stockTake.stockTakeId !== stockTakeId);
  const check = checkStockTakePeriod(body, businessDateOf(context.now), others);
  if (check === 'reversed') throw domainErrorOf(stockTakeErrors.periodReversed);
  if (check === 'inFuture') throw domainErrorOf(stockTakeErrors.periodInFuture);
  if (check === 'overlaps') throw domainErrorOf(stockTakeErrors.periodOverlaps);

  const prevStockTakeId = body.prevStockTakeId ?? null;
  const previous = prevStockTakeId ? existing.find((stockTake) => stockTake.stockTakeId === prevStockTakeId) : null;
  if (prevStockTakeId && !previous) throw domainErrorOf(stockTakeErrors.previousNotFound);
  if (previous && previous.toPeriod >= body.fromPeriod) throw domainErrorOf(stockTakeErrors.previousNotBefore);
  const previousSheet = previous
    ? await readModels.stockTakeSheets.in(platform.readStore).findOne({ _id: previous.stockTakeId })
    : null;

  const receivedFrom = receivedFromOf(body.fromPeriod, previous?.toPeriod ?? null);
  const received = await receivedBetween(platform, venueId, receivedFrom, body.toPeriod);
  const products = await catalogueProductsById(platform, [
    ...received.keys(),
    ...(previousSheet?.lines ?? []).flatMap((line) => (line.productId ? [line.productId] : [])),
  ]);
  const create: StockTakeCommand = {
    type: 'CreateStockTake',
    stockTakeId,
    venueId,
    fromPeriod: body.fromPeriod,
    toPeriod: body.toPeriod,
    prevStockTakeId,
    lines: initialLines(previousSheet, received, products),
    now: context.now.toISOString(),
  };
  // The read model above may not hold a creation racing this one: the venue's periods stream decides.
  const outcome = await handleCommand(
    platform.eventStore,
    stockTakePeriodsStreamId(venueId),
    stockTakePeriodsDecider,
    { type: 'ClaimStockTakePeriod', venueId, stockTakeId, fromPeriod: body.fromPeriod, toPeriod: body.toPeriod },
    context,
    async () => [{ streamId: stockTakeStreamId(stockTakeId), decider: stockTakeDecider, command: create, context }],
  );
  await platform.runner.waitForEach([outcome.position, ...outcome.followUpPositions]);
  const created = await readModels.stockTakes.in(platform.readStore).findOne({ _id: stockTakeId });
  if (!created) throw domainErrorOf(stockTakeErrors.notFound);
  return created;
}

/** A typed-in stock product (spec 02 §5): title, supplier and a price above 0 are required. */
function typedInLine(toAdd: StockTakeProductToAdd): StockTakeLine {
  const title = toAdd.title?.trim() ?? '';
  const supplierTitle = toAdd.supplierTitle?.trim() ?? '';
  if (!title || !supplierTitle || !toAdd.price || toAdd.price <= 0) throw domainErrorOf(stockTakeErrors.requiredFields);
  return {
    lineId: `sp-${randomUUID()}`,
    productId: null,
    supplierId: null,
    title,
    type: toAdd.type?.trim() ?? '',
    size: toAdd.size?.trim() ?? '',
    UoM: toAdd.UoM?.trim() ?? '',
    supplierTitle,
    sku: toAdd.sku?.trim() ?? '',
    price: toAdd.price,
    OMSPrice: null,
    hasVat: toAdd.hasVat ?? false,
    lastQuantity: 0,
    inStock: toAdd.inStock,
    wastage: toAdd.wastage,
    parLevel: toAdd.parLevel ?? null,
  };
}

/** The lines to add: the venue's catalogue products (at their price now), or stock products typed in. */
export async function linesToAdd(platform: Platform, toAdd: readonly StockTakeProductToAdd[]) {
  const products = await catalogueProductsById(
    platform,
    toAdd.flatMap((item) => (item.productId ? [item.productId] : [])),
  );
  return toAdd.map((item) => {
    if (!item.productId) return typedInLine(item);
    const product = products.get(item.productId);
    if (!product) throw domainErrorOf(stockTakeErrors.unknownProduct);
    return { ...lineOfProduct(product), inStock: item.inStock, wastage: item.wastage, parLevel: item.parLevel ?? null };
  });
}

export async function saveStockTake(
  platform: Platform,
  venueId: string,
  stockTakeId: string,
  body: SaveStockTakeBody,
  context: CommandContext,
) {
  const added = await linesToAdd(platform, body.toAdd);
  await runStockTakeCommand(
    platform,
    stockTakeId,
    { type: 'SaveCounts', venueId, updated: body.toUpdate, added },
    context,
  );
}

/** Locking freezes what arrived since the last count, and the products that arrived after creation. */
export async function setStockTakeLocked(
  platform: Platform,
  venueId: string,
  stockTakeId: string,
  locked: boolean,
  context: CommandContext,
) {
  const now = context.now.toISOString();
  if (!locked) {
    await runStockTakeCommand(platform, stockTakeId, { type: 'UnlockStockTake', venueId, now }, context);
    return;
  }
  const sheet = await countedSheet(platform, venueId, stockTakeId);
  const received: ReceivedQuantity[] = sheet.lines.flatMap((line) =>
    line.receivedSource ? [{ lineId: line.lineId, quantity: line.received, source: line.receivedSource }] : [],
  );
  const added = sheet.lines
    .filter((line) => !line.onSheet)
    .map(({ onSheet, received: _received, receivedSource, usage, usageValue, flag, ...line }) => line);
  await runStockTakeCommand(platform, stockTakeId, { type: 'LockStockTake', venueId, received, added, now }, context);
}

export async function deleteStockTake(
  platform: Platform,
  venueId: string,
  stockTakeId: string,
  context: CommandContext,
) {
  const outcome = await handleCommand(
    platform.eventStore,
    stockTakeStreamId(stockTakeId),
    stockTakeDecider,
    { type: 'DeleteStockTake', venueId, now: context.now.toISOString() },
    context,
    async () => [
      {
        streamId: stockTakePeriodsStreamId(venueId),
        decider: stockTakePeriodsDecider,
        command: { type: 'ReleaseStockTakePeriod', venueId, stockTakeId },
        context,
      },
    ],
  );
  await platform.runner.waitForEach([outcome.position, ...outcome.followUpPositions]);
}
