import { createHash } from 'node:crypto';
import {
  type RequestSpecialPurchaseBody,
  requestSpecialPurchaseBodySchema,
  type SpecialPurchaseDecision,
  type SpecialPurchaseDetails,
  specialPurchaseErrors,
  specialPurchaseStreamId,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { newId } from '../platform/eventStore/newId';
import type { Platform } from '../platform/platform';
import { type SpecialPurchaseCommand, specialPurchaseDecider } from './specialPurchase/specialPurchase';
import { type ApprovalLinks, queueDecisionMail, queueManagerMail } from './specialPurchaseMails';

export const runSpecialPurchaseCommand = (
  platform: Platform,
  requestId: string,
  command: SpecialPurchaseCommand,
  context: CommandContext,
) => handleCommand(platform.eventStore, specialPurchaseStreamId(requestId), specialPurchaseDecider, command, context);

/** The supplier the staff chose from the venue's suppliers, or the name they typed. */
async function supplierOf(
  platform: Platform,
  venueId: string,
  body: ReturnType<typeof requestSpecialPurchaseBodySchema.parse>,
) {
  if (!body.supplierId) {
    if (!body.supplierTitle) throw domainErrorOf(specialPurchaseErrors.supplierRequired);
    return { supplier: { supplierId: null, title: body.supplierTitle }, inPriceFile: null };
  }
  const link = await readModels.venueSuppliers.in(platform.readStore).findOne({ venueId, supplierId: body.supplierId });
  const supplier = link && (await readModels.suppliers.in(platform.readStore).findOne({ _id: body.supplierId }));
  if (!supplier) throw domainErrorOf(specialPurchaseErrors.unknownSupplier);
  const listed = await readModels.catalogueProducts
    .in(platform.readStore)
    .findOne({ supplierId: body.supplierId, sku: body.sku });
  return { supplier: { supplierId: body.supplierId, title: supplier.title }, inPriceFile: listed !== null };
}

export async function requestSpecialPurchase(
  platform: Platform,
  links: ApprovalLinks,
  venueId: string,
  input: RequestSpecialPurchaseBody,
  context: CommandContext,
) {
  const body = requestSpecialPurchaseBodySchema.parse(input);
  const { supplier, inPriceFile } = await supplierOf(platform, venueId, body);
  const details: SpecialPurchaseDetails = {
    staffName: body.staffName,
    staffEmail: body.staffEmail,
    sku: body.sku,
    itemName: body.itemName,
    itemCostPence: body.itemCostPence,
    justification: body.justification,
    managerName: body.managerName,
    managerEmail: body.managerEmail,
    supplier,
  };
  // A retried submit (same Idempotency-Key) lands on the same request, where the key is found again.
  const requestId = context.idempotencyKey
    ? `spr-${createHash('sha256').update(`${venueId}\n${context.idempotencyKey}`).digest('hex').slice(0, 32)}`
    : `spr-${newId()}`;
  const outcome = await runSpecialPurchaseCommand(
    platform,
    requestId,
    { type: 'RequestSpecialPurchase', requestId, venueId, details, inPriceFile, now: context.now.toISOString() },
    context,
  );
  const mail = await queueManagerMail(platform, links, { ...details, requestId, inPriceFile }, 'request', context);
  await platform.runner.waitForEach([outcome.position, mail.position]);
  return { requestId, inPriceFile };
}

export async function findSpecialPurchase(platform: Platform, requestId: string) {
  const request = await readModels.specialPurchases.in(platform.readStore).findOne({ _id: requestId });
  if (!request) throw domainErrorOf(specialPurchaseErrors.notFound);
  return request;
}

/** The manager's answer; the staff member is e-mailed each time it changes. */
export async function decideSpecialPurchase(
  platform: Platform,
  requestId: string,
  decision: SpecialPurchaseDecision,
  context: CommandContext,
) {
  const request = await findSpecialPurchase(platform, requestId);
  const outcome = await runSpecialPurchaseCommand(
    platform,
    requestId,
    { type: 'DecideSpecialPurchase', decision, now: context.now.toISOString() },
    context,
  );
  const positions = [outcome.position];
  if (outcome.events.length > 0 && !outcome.repeated) {
    const mail = await queueDecisionMail(platform, request, decision, request.decisions.length + 1, context);
    positions.push(mail.position);
  }
  await platform.runner.waitForEach(positions);
  return findSpecialPurchase(platform, requestId);
}

/**
 * The approval workflow's reminder: recorded once per reminder (the decider refuses a second, or
 * any once the manager has answered), and its e-mail queued under an id of its own.
 */
export async function remindManager(
  platform: Platform,
  links: ApprovalLinks,
  command: { requestId: string; reminder: 'first' | 'last'; idempotencyKey: string },
) {
  const request = await readModels.specialPurchases.in(platform.readStore).findOne({ _id: command.requestId });
  if (!request) return;
  const context = { ...systemContext(platform.clock()), idempotencyKey: command.idempotencyKey };
  const outcome = await runSpecialPurchaseCommand(
    platform,
    command.requestId,
    { type: 'RecordReminder', reminder: command.reminder, now: context.now.toISOString() },
    context,
  );
  if (outcome.events.length === 0) return;
  // Queued whether this attempt or an earlier one recorded it: the mail id keeps it to one e-mail.
  await queueManagerMail(platform, links, request, command.reminder, context);
}
