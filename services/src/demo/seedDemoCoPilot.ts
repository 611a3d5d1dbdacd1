import { randomUUID } from 'node:crypto';
import type { EditAiOrderBody } from '@oms/contracts';
import { readModels } from '@oms/projections';
import MailComposer from 'nodemailer/lib/mail-composer';
import { approveAiOrder, editAiOrder, rejectAiOrder } from '../coPilot/aiOrder/aiOrderService';
import { coPilotExtractor } from '../coPilot/coPilotExtractor';
import { inboxForAddress } from '../coPilot/inbox/captureAddresses';
import { receiveOrderEmail } from '../coPilot/inbox/receiveOrderEmail';
import { accountIdForEmail } from '../identity/account/accountId';
import type { CommandContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';

const HOUR_MS = 60 * 60 * 1000;
const captureAddress = 'orders.brakes@capture.oms.test';

type Outcome =
  | { kind: 'new' }
  | { kind: 'approved'; feedback: string }
  | { kind: 'rejected'; feedback: string }
  | { kind: 'edited'; body: Omit<EditAiOrderBody, 'feedback'>; thenApprove?: boolean };

interface DemoEmail {
  hoursAgo: number;
  from: string;
  subject: string;
  text?: string;
  html?: string;
  attachment?: { filename: string; content: string; contentType: string };
  outcome: Outcome;
}

/**
 * Brakes' Co-Pilot inbox in the demo: a dozen e-mails, in the demo's own words, in every state.
 * Each goes through the real path (compose → parse → store → extractor), then the supplier's
 * decisions go through the same services as the screens.
 */
const emails = (deliveryDate: string): DemoEmail[] => [
  {
    hoursAgo: 50,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Crown & Anchor order',
    text: 'Morning team,\n\nFor the Crown & Anchor please:\n\n3 x frozen chips skin-on\n2 x plain flour 16kg\n1 x rapeseed oil\n\nCheers,\nSam',
    outcome: { kind: 'approved', feedback: '' },
  },
  {
    hoursAgo: 47,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Harbour Kitchen - eggs and rice',
    text: 'Hi Brakes,\n\nHarbour Kitchen needs 2 boxes of large free range eggs and 1 basmati rice 10kg.\n\nThanks\nSam',
    outcome: { kind: 'approved', feedback: 'Read perfectly' },
  },
  {
    hoursAgo: 44,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Peas and tomatoes for the Crown',
    text: 'Hello,\n\nCrown & Anchor, Bristol: 4 garden peas and 6 chopped tomatoes please.\n\nSam',
    outcome: {
      kind: 'edited',
      thenApprove: true,
      body: {
        venueId: 'ven-crown-anchor',
        deliveryDate,
        lines: [
          { productId: 'sup-brakes-p007', quantity: 4, confidence: 0.9 },
          { productId: 'sup-brakes-p006', quantity: 3, confidence: 0.9 },
        ],
        notes: 'Called Sam: three tomatoes, not six',
        approveOrder: false,
      },
    },
  },
  {
    hoursAgo: 40,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Ignore my last - sent twice',
    text: 'Sorry, the Crown & Anchor order went twice.\n\n3 x frozen chips\n\nPlease only deliver one.',
    outcome: { kind: 'rejected', feedback: 'Duplicate of the earlier Crown & Anchor order' },
  },
  {
    hoursAgo: 30,
    from: 'Gwen Pryce <gwen@foxandhounds-ludlow.example>',
    subject: 'New customer? Order for the Fox & Hounds',
    text: 'Hi,\n\nWe are the Fox & Hounds in Ludlow. Could we get 2 mayonnaise 10L and 1 blue roll?\n\nMany thanks,\nGwen',
    outcome: { kind: 'new' },
  },
  {
    hoursAgo: 26,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Harbour Kitchen weekend order',
    text: 'Hi,\n\nHarbour Kitchen for Friday:\n\n2 x heavy duty bin liners\n1 x blue roll centrefeed\n2 x dragon fruit puree\n\nThanks, Sam',
    outcome: { kind: 'new' },
  },
  {
    hoursAgo: 22,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Crown & Anchor top-up',
    text: 'Hi,\n\nCrown & Anchor: 2 mayonnaise and 1 rapeseed oil please.\n\nSam',
    outcome: {
      kind: 'edited',
      body: {
        venueId: 'ven-crown-anchor',
        deliveryDate,
        lines: [
          { productId: 'sup-brakes-p010', quantity: 2, confidence: 0.9 },
          { productId: 'sup-brakes-p003', quantity: 1, confidence: 0.9 },
        ],
        notes: 'Waiting for Sam to confirm the oil',
        approveOrder: false,
      },
    },
  },
  {
    hoursAgo: 18,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Order attached (Harbour Kitchen)',
    text: 'Hi, our order for Harbour Kitchen is in the attached sheet.\n\nSam',
    attachment: {
      filename: 'harbour-order.csv',
      contentType: 'text/csv',
      content: 'Product,Qty\nFrozen Chips Skin-On 10mm,2\nGarden Peas Frozen,1\nMayonnaise,1\n',
    },
    outcome: { kind: 'new' },
  },
  {
    hoursAgo: 12,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Crown order for tomorrow',
    html: '<p>Hi Brakes,</p><p>The Crown &amp; Anchor needs for tomorrow:</p><ul><li>2 x plain flour</li><li>1 x basmati rice</li></ul><p>Sam</p>',
    outcome: { kind: 'new' },
  },
  {
    hoursAgo: 8,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Re: Crown & Anchor order',
    text: 'Can you add 2 more chips to this week please? Crown & Anchor.\n\nSam\n\n> On Monday Brakes wrote:\n> Your order has been delivered.',
    outcome: { kind: 'new' },
  },
  {
    hoursAgo: 4,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Harbour Kitchen',
    text: 'Hello, Harbour Kitchen would like 1 chopped tomatoes, 1 garden peas and 1 box of eggs.\n\nThanks\nSam',
    outcome: { kind: 'new' },
  },
  {
    hoursAgo: 1,
    from: 'Sam Whitfield <venue@oms.test>',
    subject: 'Quick one for the Crown',
    text: 'Crown & Anchor - 1 heavy duty bin liners please, plus a case of truffle oil if you do it.\n\nSam',
    outcome: { kind: 'new' },
  },
];

function compose(email: DemoEmail, sentAt: Date, index: number): Promise<Buffer> {
  return new MailComposer({
    from: email.from,
    to: captureAddress,
    subject: email.subject,
    date: sentAt,
    messageId: `<demo-co-pilot-${index}@oms.test>`,
    ...(email.text ? { text: email.text } : {}),
    ...(email.html ? { html: email.html } : {}),
    ...(email.attachment ? { attachments: [email.attachment] } : {}),
  })
    .compile()
    .build();
}

async function decide(platform: Platform, aiOrderId: string, outcome: Outcome, context: CommandContext) {
  switch (outcome.kind) {
    case 'new':
      return;
    case 'approved':
      return approveAiOrder(platform, aiOrderId, { feedback: outcome.feedback, draft: null }, context);
    case 'rejected':
      return rejectAiOrder(platform, aiOrderId, outcome.feedback, context);
    case 'edited':
      await editAiOrder(platform, aiOrderId, { ...outcome.body, feedback: '' }, context);
      if (outcome.thenApprove) await approveAiOrder(platform, aiOrderId, { feedback: '', draft: null }, context);
      return;
    default: {
      const unhandled: never = outcome;
      return unhandled;
    }
  }
}

export async function seedDemoCoPilot(platform: Platform, now: Date): Promise<void> {
  const inbox = await inboxForAddress(platform, captureAddress);
  if (!inbox) return;
  const extractor = coPilotExtractor(platform);
  const supplierAdmin = await readModels.accounts
    .in(platform.readStore)
    .findOne({ _id: accountIdForEmail('supplier@oms.test') });
  const nextWeekday = new Date(now.getTime() + 3 * 24 * HOUR_MS);
  while ([0, 6].includes(nextWeekday.getUTCDay())) nextWeekday.setUTCDate(nextWeekday.getUTCDate() + 1);
  const list = emails(nextWeekday.toISOString().slice(0, 10));
  for (const [index, email] of list.entries()) {
    const sentAt = new Date(now.getTime() - email.hoursAgo * HOUR_MS);
    const receivedAt = new Date(sentAt.getTime() + 60_000);
    const raw = await compose(email, sentAt, index);
    const context: CommandContext = {
      actorAccountId: 'system',
      actorRole: 'system',
      channel: 'email',
      correlationId: randomUUID(),
      causationId: null,
      now: receivedAt,
    };
    const { aiOrderId } = await receiveOrderEmail(platform, extractor, { raw, inbox, via: 'smtp', context });
    if (!supplierAdmin) continue;
    const decidedAt = new Date(receivedAt.getTime() + HOUR_MS);
    try {
      await decide(platform, aiOrderId, email.outcome, {
        actorAccountId: supplierAdmin._id,
        actorRole: 'supplierAdmin',
        channel: 'dashboard',
        correlationId: randomUUID(),
        causationId: null,
        now: decidedAt,
      });
    } catch {
      // The built-in reading decides what can be approved as read; an e-mail it cannot place stays new.
    }
  }
}
