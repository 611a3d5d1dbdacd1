import {
  type AiOrderDraft,
  type AiOrderLine,
  type BusinessDate,
  type CoPilotEvent,
  coPilotErrors,
  draftOfInterpretation,
  draftsDiffer,
  type FileStored,
  nextDeliveryDay,
  type OrderEmailReceived,
  type OrderInterpretation,
  type OrderLine,
  type Weekday,
} from '@oms/contracts';
import type { ProductSnapshot } from '../../ordering/basket/commands';
import { orderLineOf } from '../../ordering/order/orderLineSnapshot';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

/** The AI order stream also records the files it owns (the raw message and its attachments). */
export type AiOrderStreamEvent = CoPilotEvent | { type: 'FileStored'; data: FileStored };

export type AiOrderState =
  | { status: 'none' }
  | {
      status: 'unprocessed' | 'approved' | 'rejected';
      aiOrderId: string;
      supplierId: string;
      /** The e-mail's sender: the person its reading is sealed under (docs/security.md). */
      sender: string;
      interpretation: OrderInterpretation | null;
      /** What the supplier saved for later, if anything. */
      saved: AiOrderDraft | null;
      deleted: boolean;
    };

/** A customer of the supplier as an order for it needs: its delivery days with this supplier. */
export interface CustomerTerms {
  title: string;
  deliveryDays: Weekday[];
}

/** The supplier's products the command names, keyed by id; a product missing here is not in its list. */
export type SupplierProducts = Readonly<Record<string, ProductSnapshot>>;

export type AiOrderCommand =
  | { type: 'ReceiveOrderEmail'; received: OrderEmailReceived }
  | { type: 'RecordInterpretation'; interpretation: OrderInterpretation; now: string }
  | { type: 'RecordInterpretationFailure'; reason: string; now: string }
  | {
      type: 'SaveAiOrder';
      draft: AiOrderDraft;
      customers: Readonly<Record<string, CustomerTerms>>;
      products: SupplierProducts;
      now: string;
    }
  | {
      type: 'ApproveAiOrder';
      /** The order as the screen shows it when saved and accepted at once; else the current draft. */
      draft: AiOrderDraft | null;
      feedback: string;
      orderId: string;
      customers: Readonly<Record<string, CustomerTerms>>;
      products: SupplierProducts;
      today: BusinessDate;
      now: string;
    }
  | { type: 'RejectAiOrder'; feedback: string; now: string }
  | { type: 'DeleteAiOrder'; now: string };

type Received = Exclude<AiOrderState, { status: 'none' }>;

export function evolveAiOrder(state: AiOrderState, event: AiOrderStreamEvent): AiOrderState {
  if (event.type === 'OrderEmailReceived') {
    const { aiOrderId, supplierId, email } = event.data;
    return {
      status: 'unprocessed',
      aiOrderId,
      supplierId,
      sender: email.from,
      interpretation: null,
      saved: null,
      deleted: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'OrderEmailInterpreted':
      return { ...state, interpretation: event.data.interpretation };
    case 'AiOrderEdited': {
      const { venueId, deliveryDate, lines, notes } = event.data;
      return { ...state, saved: { venueId, deliveryDate, lines, notes } };
    }
    case 'AiOrderApproved':
      return { ...state, status: 'approved' };
    case 'AiOrderRejected':
      return { ...state, status: 'rejected' };
    case 'AiOrderDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

/** The order an AI order stands for now (spec 03 §4): the saved edit, else the extractor's reading. */
export function currentDraftOf(state: Received): AiOrderDraft | null {
  if (state.saved) return state.saved;
  return state.interpretation ? draftOfInterpretation(state.interpretation) : null;
}

function existing(state: AiOrderState): Received {
  if (state.status === 'none' || state.deleted) throw domainErrorOf(coPilotErrors.notFound);
  return state;
}

function editable(state: AiOrderState): Received {
  const received = existing(state);
  if (received.status === 'approved') throw domainErrorOf(coPilotErrors.alreadyApproved);
  return received;
}

/** Spec 03 §5: a venue, and every product in the supplier's list. */
function checkDraft(
  draft: AiOrderDraft,
  customers: Readonly<Record<string, CustomerTerms>>,
  products: SupplierProducts,
): { venueId: string; customer: CustomerTerms } {
  if (!draft.venueId) throw domainErrorOf(coPilotErrors.venueRequired);
  const customer = customers[draft.venueId];
  if (!customer) throw domainErrorOf(coPilotErrors.unknownVenue);
  if (draft.lines.some((line) => !products[line.productId])) throw domainErrorOf(coPilotErrors.invalidProducts);
  const ids = new Set(draft.lines.map((line) => line.productId));
  if (ids.size !== draft.lines.length) throw domainErrorOf(coPilotErrors.invalidProducts);
  return { venueId: draft.venueId, customer };
}

function orderLinesOf(lines: readonly AiOrderLine[], products: SupplierProducts): OrderLine[] {
  return lines.map((line) => {
    const product = products[line.productId] as ProductSnapshot;
    const orderLine = orderLineOf(line.productId, product, line.quantity);
    return line.confidence === null
      ? orderLine
      : { ...orderLine, aiConfidenceScore: Math.round(line.confidence * 100) };
  });
}

export function decideAiOrder(command: AiOrderCommand, state: AiOrderState): AiOrderStreamEvent[] {
  switch (command.type) {
    case 'ReceiveOrderEmail': {
      // The same message delivered twice (an SMTP retry) records it once.
      if (state.status !== 'none') return [];
      const { received } = command;
      return [
        {
          type: 'FileStored',
          data: { file: received.rawFile, purpose: 'orderEmail', ownerEmail: received.email.from },
        },
        ...received.attachmentFiles.map(
          (file): AiOrderStreamEvent => ({
            type: 'FileStored',
            data: { file, purpose: 'orderEmailAttachment', ownerEmail: received.email.from },
          }),
        ),
        { type: 'OrderEmailReceived', data: received },
      ];
    }
    case 'RecordInterpretation': {
      const received = existing(state);
      if (received.status !== 'unprocessed') return [];
      return [
        {
          type: 'OrderEmailInterpreted',
          data: {
            aiOrderId: received.aiOrderId,
            supplierId: received.supplierId,
            senderEmail: received.sender,
            interpretation: command.interpretation,
            interpretedAt: command.now,
          },
        },
      ];
    }
    case 'RecordInterpretationFailure': {
      const received = existing(state);
      if (received.interpretation) return [];
      return [
        {
          type: 'OrderEmailInterpretationFailed',
          data: {
            aiOrderId: received.aiOrderId,
            supplierId: received.supplierId,
            reason: command.reason,
            failedAt: command.now,
          },
        },
      ];
    }
    case 'SaveAiOrder': {
      const received = editable(state);
      const { venueId } = checkDraft(command.draft, command.customers, command.products);
      return [
        {
          type: 'AiOrderEdited',
          data: {
            aiOrderId: received.aiOrderId,
            supplierId: received.supplierId,
            venueId,
            deliveryDate: command.draft.deliveryDate,
            lines: command.draft.lines,
            notes: command.draft.notes,
            editedAt: command.now,
          },
        },
      ];
    }
    case 'ApproveAiOrder': {
      const received = editable(state);
      const current = currentDraftOf(received);
      const draft = command.draft ?? current;
      if (!draft) throw domainErrorOf(coPilotErrors.venueRequired);
      const { venueId, customer } = checkDraft(draft, command.customers, command.products);
      if (draft.lines.length === 0) throw domainErrorOf(coPilotErrors.noProducts);
      const read = received.interpretation ? draftOfInterpretation(received.interpretation) : null;
      const deliveryDate =
        draft.deliveryDate ??
        nextDeliveryDay(
          { supplierId: received.supplierId, supplierTitle: customer.title, deliveryDays: customer.deliveryDays },
          command.today,
        );
      return [
        {
          type: 'AiOrderApproved',
          data: {
            aiOrderId: received.aiOrderId,
            supplierId: received.supplierId,
            venueId,
            deliveryDate,
            orderIds: [command.orderId],
            lines: orderLinesOf(draft.lines, command.products),
            notes: draft.notes,
            feedback: command.feedback,
            edited: !read || draftsDiffer(read, draft),
            approvedAt: command.now,
          },
        },
      ];
    }
    case 'RejectAiOrder': {
      const received = editable(state);
      if (received.status === 'rejected') return [];
      return [
        {
          type: 'AiOrderRejected',
          data: {
            aiOrderId: received.aiOrderId,
            supplierId: received.supplierId,
            feedback: command.feedback,
            rejectedAt: command.now,
          },
        },
      ];
    }
    case 'DeleteAiOrder': {
      if (state.status === 'none' || state.deleted) return [];
      return [
        {
          type: 'AiOrderDeleted',
          data: { aiOrderId: state.aiOrderId, supplierId: state.supplierId, deletedAt: command.now },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const aiOrderDecider: Decider<AiOrderState, AiOrderCommand, AiOrderStreamEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveAiOrder,
  decide: decideAiOrder,
};
