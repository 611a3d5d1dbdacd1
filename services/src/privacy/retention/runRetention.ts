import { aiOrderStreamId, coPilotEmailSubject, retentionDeletionStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { systemContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { destroySubjects, documentsHoldingIn, refoldAfterErasure } from '../erasure/forgetSubjects';
import { retentionDeletionDecider } from './retentionDeletion';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One run deletes at most this many e-mails; the next run takes the rest. */
const BATCH = 500;

export interface RetentionSettings {
  /** Days a Co-Pilot e-mail and its attachments are kept after its order is decided. */
  coPilotEmailDays: number;
}

/**
 * One pass of the retention schedule (docs/security.md "Retention") as of `now`: every Co-Pilot
 * e-mail whose order was decided (approved or rejected) more than the keep time ago loses its
 * stored files (the raw message and its attachments, and with them the data keys sealed inside) and
 * its own personal data key (its words in the events), and the deletion is recorded for the admins' list. What the order became is kept.
 */
export async function runRetention(
  platform: Platform,
  settings: RetentionSettings,
  now: Date = platform.clock(),
): Promise<{ deleted: string[] }> {
  const cutOff = new Date(now.getTime() - settings.coPilotEmailDays * DAY_MS).toISOString();
  const due = await readModels.aiOrders
    .in(platform.readStore)
    .find(
      { status: { $in: ['approved', 'rejected'] }, decidedAt: { $lte: cutOff } },
      { sort: { decidedAt: 1 }, limit: BATCH * 2 },
    );
  const done = new Set(
    (
      await readModels.retentionDeletions
        .in(platform.readStore)
        .find({ recordId: { $in: due.map((order) => order.aiOrderId) } })
    ).map((deletion) => deletion.recordId),
  );
  const expired = due.filter((order) => !done.has(order.aiOrderId) && order.decidedAt).slice(0, BATCH);
  // The e-mail's words in the events (sender, subject, text, the reading's quotes) are sealed under
  // its own key as well as its sender's: destroying that key forgets them, as its files are deleted.
  const keys = platform.personalData;
  const subjects = new Set(expired.map((order) => coPilotEmailSubject(order.aiOrderId)));
  // Only an e-mail's own stream holds fields under its key: read those, not the whole log.
  const touched =
    keys && subjects.size > 0
      ? documentsHoldingIn(
          keys,
          subjects,
          (
            await Promise.all(expired.map((order) => platform.eventStore.readStream(aiOrderStreamId(order.aiOrderId))))
          ).flat(),
        )
      : null;
  if (keys && touched) await destroySubjects(platform, keys, subjects);
  const deleted: string[] = [];
  for (const order of expired) {
    if (!order.decidedAt) continue;
    const files = [order.rawFile, ...order.attachmentFiles];
    for (const file of files) await platform.files.delete(file.key);
    const deletionId = `coPilotEmail-${order.aiOrderId}`;
    const outcome = await handleCommand(
      platform.eventStore,
      retentionDeletionStreamId(deletionId),
      retentionDeletionDecider,
      {
        type: 'RecordRetentionDeletion',
        deletion: {
          deletionId,
          kind: 'coPilotEmail',
          recordId: order.aiOrderId,
          supplierId: order.supplierId,
          files: files.length,
          decidedAt: order.decidedAt,
          keepDays: settings.coPilotEmailDays,
          deletedAt: now.toISOString(),
        },
      },
      systemContext(now),
    );
    await platform.runner.waitFor(outcome.position);
    deleted.push(order.aiOrderId);
  }
  if (touched) await refoldAfterErasure(platform, touched);
  return { deleted };
}
