import { createHash } from 'node:crypto';
import {
  type AiOrderApproved,
  type AiOrderDraft,
  aiOrderStreamId,
  businessDateOf,
  coPilotErrors,
  type EditAiOrderBody,
  orderStreamId,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { orderDecider } from '../../ordering/order/order';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { aiOrderDecider } from './aiOrder';
import { aiOrderFacts } from './aiOrderFacts';

/** The AI order of this supplier, as the inbox lists it; another supplier's is not found. */
export async function findAiOrder(platform: Platform, aiOrderId: string, supplierId?: string) {
  const document = await readModels.aiOrders.in(platform.readStore).findOne({ _id: aiOrderId });
  if (!document || (supplierId && document.supplierId !== supplierId)) throw domainErrorOf(coPilotErrors.notFound);
  return document;
}

/** The real order an approval places: one per supplier, venue and delivery date, like a basket. */
const orderIdOf = (aiOrderId: string) => `ai-${aiOrderId}`;

/**
 * The approval's order goes through the order decider like a basket's: `RecordPlacedOrder` on its
 * own stream, placed via e-mail, keyed by the approval event so a retry records it once.
 */
async function placeApprovedOrder(
  platform: Platform,
  approved: { eventId: string; data: AiOrderApproved },
  supplierTitle: string,
  context: CommandContext,
): Promise<number[]> {
  const { data } = approved;
  const positions: number[] = [];
  for (const orderId of data.orderIds) {
    const outcome = await handleCommand(
      platform.eventStore,
      orderStreamId(orderId),
      orderDecider,
      {
        type: 'RecordPlacedOrder',
        order: {
          orderId,
          supplierId: data.supplierId,
          supplierTitle,
          requiredDeliveryDay: data.deliveryDate,
          lines: data.lines,
          venueId: data.venueId,
          orderedAt: data.approvedAt,
          orderedDate: businessDateOf(data.approvedAt),
          poNumber: null,
          notes: data.notes,
          placedVia: 'email',
          placedBy: context.actorAccountId,
          placedManually: false,
        },
      },
      {
        ...context,
        causationId: approved.eventId,
        idempotencyKey: createHash('sha256').update(`${approved.eventId}:${orderId}`).digest('hex'),
      },
    );
    positions.push(outcome.position);
  }
  return positions;
}

/** Approve (spec 03 §7 approveOrder), or "Save Changes & Accept Order" with the edited draft. */
export async function approveAiOrder(
  platform: Platform,
  aiOrderId: string,
  input: { feedback: string; draft: AiOrderDraft | null; notes?: string },
  context: CommandContext,
): Promise<void> {
  const document = await findAiOrder(platform, aiOrderId);
  let draft = input.draft;
  if (!draft && input.notes !== undefined && document.draft) draft = { ...document.draft, notes: input.notes };
  const productIds = (draft ?? document.draft)?.lines.map((line) => line.productId) ?? [];
  const facts = await aiOrderFacts(platform, document.supplierId, productIds);
  const outcome = await handleCommand(
    platform.eventStore,
    aiOrderStreamId(aiOrderId),
    aiOrderDecider,
    {
      type: 'ApproveAiOrder',
      draft,
      feedback: input.feedback,
      orderId: orderIdOf(aiOrderId),
      customers: facts.customers,
      products: facts.products,
      today: businessDateOf(context.now),
      now: context.now.toISOString(),
    },
    context,
  );
  const positions = [outcome.position];
  const approved = outcome.events.find((event) => event.type === 'AiOrderApproved');
  if (approved?.type === 'AiOrderApproved') {
    positions.push(
      ...(await placeApprovedOrder(
        platform,
        { eventId: approved.eventId, data: approved.data },
        facts.supplierTitle,
        context,
      )),
    );
  }
  await platform.runner.waitForEach(positions);
}

/** "Save Changes for later", or with approveOrder "Save Changes & Accept Order". */
export async function editAiOrder(
  platform: Platform,
  aiOrderId: string,
  body: EditAiOrderBody,
  context: CommandContext,
): Promise<void> {
  const draft: AiOrderDraft = {
    venueId: body.venueId || null,
    deliveryDate: body.deliveryDate,
    lines: body.lines,
    notes: body.notes,
  };
  if (body.approveOrder) return approveAiOrder(platform, aiOrderId, { feedback: body.feedback, draft }, context);
  const document = await findAiOrder(platform, aiOrderId);
  const facts = await aiOrderFacts(
    platform,
    document.supplierId,
    draft.lines.map((line) => line.productId),
  );
  const outcome = await handleCommand(
    platform.eventStore,
    aiOrderStreamId(aiOrderId),
    aiOrderDecider,
    {
      type: 'SaveAiOrder',
      draft,
      customers: facts.customers,
      products: facts.products,
      now: context.now.toISOString(),
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

export async function rejectAiOrder(
  platform: Platform,
  aiOrderId: string,
  feedback: string,
  context: CommandContext,
): Promise<void> {
  await findAiOrder(platform, aiOrderId);
  const outcome = await handleCommand(
    platform.eventStore,
    aiOrderStreamId(aiOrderId),
    aiOrderDecider,
    { type: 'RejectAiOrder', feedback, now: context.now.toISOString() },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

/** Delete selected or all (spec 03 §7 deleteAIOrders): the e-mails leave the inbox; placed orders stay. */
export async function deleteAiOrders(
  platform: Platform,
  supplierId: string,
  selection: { aiOrderIds: string[] } | { all: true },
  context: CommandContext,
): Promise<number> {
  const documents = await readModels.aiOrders
    .in(platform.readStore)
    .find('all' in selection ? { supplierId } : { supplierId, _id: { $in: selection.aiOrderIds } });
  const positions: number[] = [];
  for (const document of documents) {
    const outcome = await handleCommand(
      platform.eventStore,
      aiOrderStreamId(document.aiOrderId),
      aiOrderDecider,
      { type: 'DeleteAiOrder', now: context.now.toISOString() },
      context,
    );
    positions.push(outcome.position);
  }
  await platform.runner.waitForEach(positions);
  return documents.length;
}
