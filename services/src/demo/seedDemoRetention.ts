import { randomUUID } from 'node:crypto';
import { DEFAULT_COPILOT_EMAIL_RETENTION_DAYS } from '@oms/contracts';
import { readModels } from '@oms/projections';
import MailComposer from 'nodemailer/lib/mail-composer';
import { rejectAiOrder } from '../coPilot/aiOrder/aiOrderService';
import { coPilotExtractor } from '../coPilot/coPilotExtractor';
import { inboxForAddress } from '../coPilot/inbox/captureAddresses';
import { receiveOrderEmail } from '../coPilot/inbox/receiveOrderEmail';
import { accountIdForEmail } from '../identity/account/accountId';
import type { CommandContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { runRetention } from '../privacy/retention/runRetention';

const DAY_MS = 24 * 60 * 60 * 1000;
const captureAddress = 'orders.brakes@capture.oms.test';

const contextAt = (now: Date, actor: { id: string; role: CommandContext['actorRole'] }): CommandContext => ({
  actorAccountId: actor.id,
  actorRole: actor.role,
  channel: actor.role === 'system' ? 'email' : 'dashboard',
  correlationId: randomUUID(),
  causationId: null,
  now,
});

/**
 * One Co-Pilot e-mail old enough for the retention schedule (docs/security.md "Retention"): received
 * and rejected past the keep time before the demo's now, then deleted by the real retention run, so
 * the admins' Retention list has an entry.
 */
export async function seedDemoRetention(platform: Platform, now: Date): Promise<void> {
  const inbox = await inboxForAddress(platform, captureAddress);
  const supplierAdmin = await readModels.accounts
    .in(platform.readStore)
    .findOne({ _id: accountIdForEmail('supplier@oms.test') });
  if (!inbox || !supplierAdmin) return;
  const receivedAt = new Date(now.getTime() - (DEFAULT_COPILOT_EMAIL_RETENTION_DAYS + 10) * DAY_MS);
  const raw = await new MailComposer({
    from: 'Gwen Pryce <gwen@foxandhounds-ludlow.example>',
    to: captureAddress,
    subject: 'Summer order for the Fox & Hounds',
    date: receivedAt,
    messageId: '<demo-co-pilot-retention@oms.test>',
    text: 'Hi,\n\nFox & Hounds, Ludlow: 4 x frozen chips and 2 x mayonnaise please.\n\nGwen',
  })
    .compile()
    .build();
  const { aiOrderId, duplicate } = await receiveOrderEmail(platform, coPilotExtractor(platform), {
    raw,
    inbox,
    via: 'smtp',
    context: contextAt(receivedAt, { id: 'system', role: 'system' }),
  });
  if (duplicate) return;
  await rejectAiOrder(
    platform,
    aiOrderId,
    'Not one of our customers yet',
    contextAt(new Date(receivedAt.getTime() + 2 * 60 * 60 * 1000), { id: supplierAdmin._id, role: 'supplierAdmin' }),
  );
  await runRetention(platform, { coPilotEmailDays: DEFAULT_COPILOT_EMAIL_RETENTION_DAYS }, now);
}
