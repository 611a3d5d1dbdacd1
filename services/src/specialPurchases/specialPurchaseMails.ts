import {
  formatPence,
  managerApprovalPath,
  managerStatusLabels,
  type SpecialPurchaseDecision,
  type SpecialPurchaseDetails,
  specialPurchaseMessages,
} from '@oms/contracts';
import type { CommandContext } from '../platform/commands/commandContext';
import type { Platform } from '../platform/platform';
import { queueMail } from '../support/mail/outbox';
import { approvalToken } from './approvalToken';

export interface ApprovalLinks {
  secret: string;
  publicUrl: string;
}

type Request = SpecialPurchaseDetails & { requestId: string; inPriceFile: boolean | null };

const reminderWords = { request: '', first: 'Reminder: ', last: 'Last reminder: ' } as const;

function requestLines(request: Request): string[] {
  return [
    `Staff: ${request.staffName} <${request.staffEmail}>`,
    `Item: ${request.itemName} (SKU ${request.sku})`,
    `Cost: ${formatPence(request.itemCostPence)}`,
    `Supplier: ${request.supplier.title}`,
    `Justification: ${request.justification || '(none given)'}`,
    ...(request.inPriceFile === false ? [specialPurchaseMessages.notInPriceFile] : []),
  ];
}

/**
 * The manager's e-mail with the signed approval link, and each reminder. Ids derive from the
 * request, so a retried workflow activity or a repeated request queues each mail once.
 */
export async function queueManagerMail(
  platform: Platform,
  links: ApprovalLinks,
  request: Request,
  kind: keyof typeof reminderWords,
  context: CommandContext,
) {
  const link = `${links.publicUrl.replace(/\/+$/, '')}${managerApprovalPath(request.requestId, approvalToken(links.secret, request.requestId, context.now))}`;
  const text = [
    `Hello ${request.managerName},`,
    '',
    `${request.staffName} asks you to approve a special purchase.`,
    '',
    ...requestLines(request),
    '',
    `Approve it: ${link}&decision=approved`,
    `Reject it: ${link}&decision=declined`,
    '',
    `Or open the request first: ${link}`,
    '',
    'These links work for 14 days.',
  ].join('\n');
  return queueMail(
    platform,
    context,
    {
      to: request.managerEmail,
      subject: `${reminderWords[kind]}Approve a special purchase: ${request.itemName}`,
      text,
      purpose: 'specialPurchase',
      aboutEmails: [request.staffEmail],
    },
    `special-purchase-${request.requestId}-${kind}`,
  );
}

/** The staff member hears the manager's answer, every time it changes. */
export async function queueDecisionMail(
  platform: Platform,
  request: Request,
  decision: SpecialPurchaseDecision,
  decisionNumber: number,
  context: CommandContext,
) {
  return queueMail(
    platform,
    context,
    {
      to: request.staffEmail,
      subject: `Special purchase ${managerStatusLabels[decision].toLowerCase()}: ${request.itemName}`,
      text: [
        `Hello ${request.staffName},`,
        '',
        `${request.managerName} ${decision === 'approved' ? 'approved' : 'rejected'} your special purchase.`,
        '',
        ...requestLines(request),
      ].join('\n'),
      purpose: 'specialPurchase',
      aboutEmails: [request.managerEmail],
    },
    `special-purchase-${request.requestId}-decision-${decisionNumber}`,
  );
}
