import { addBusinessDays, businessDateOf, xeroBillWorkflowId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { requestXeroBill } from '../integrations/xeroBillRequest';
import { authoriseXero, connectXero, recordXeroBillOutcome, sendXeroBill } from '../integrations/xeroService';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';

const venueId = 'ven-crown-anchor';
const BILLS = 3;

const venueContext = (at: Date): CommandContext => ({
  ...systemContext(at),
  actorAccountId: 'demo-venue-manager',
  actorRole: 'venueUser',
  channel: 'dashboard',
});

/**
 * The Crown & Anchor connected to the sandbox accounting service (consented today) with a few
 * receipted orders already sent, each as its workflow's activities would send it, so the ledger
 * and the receipting cards show them. Needs the sandbox: skipped with Xero itself configured.
 */
export async function seedDemoXero(platform: Platform, now: Date) {
  const dependencies = platform.accounting;
  if (!dependencies?.sandbox) return;
  const context = venueContext(now);
  const { authorisationUrl } = await connectXero(
    platform,
    dependencies,
    venueId,
    { financeEmail: 'finance@crownandanchor.test', state: dependencies.vault.consentStateFor(venueId) },
    context,
  );
  const code = new URL(authorisationUrl, 'http://oms.local').searchParams.get('code') ?? '';
  await authoriseXero(platform, dependencies, venueId, code, context);

  const today = businessDateOf(now);
  const receipts = await readModels.receipts.in(platform.readStore).find(
    {
      venueId,
      deleted: false,
      supplierStatus: 'confirmed',
      orderedDate: { $gte: addBusinessDays(today, -30), $lte: addBusinessDays(today, -5) },
    },
    { sort: { orderedDate: 1 }, limit: 50 },
  );
  const poNumbers = new Set<string>();
  for (const receipt of receipts) {
    if (poNumbers.size >= BILLS) break;
    if (poNumbers.has(receipt.poNumber)) continue;
    poNumbers.add(receipt.poNumber);
    const organisation = (await readModels.xeroConnections.in(platform.readStore).findOne({ _id: venueId }))
      ?.organisations[0];
    const contact = organisation?.contacts.find((candidate) => candidate.name === receipt.supplierTitle);
    if (!organisation || !contact) continue;
    await requestXeroBill(
      platform,
      venueId,
      {
        supplierId: receipt.supplierId,
        poNumber: receipt.poNumber,
        organisationId: organisation.organisationId,
        accountId: organisation.accounts[1]?.accountId ?? '',
        contactId: contact.contactId,
        dueDate: addBusinessDays(today, 20),
        attachInvoice: true,
      },
      context,
    );
    const idempotencyKey = xeroBillWorkflowId(venueId, receipt.poNumber);
    const input = { venueId, poNumber: receipt.poNumber, idempotencyKey };
    const result = await sendXeroBill(platform, dependencies, input);
    await recordXeroBillOutcome(platform, { ...input, result, idempotencyKey: `${idempotencyKey}:demo` });
  }
}
