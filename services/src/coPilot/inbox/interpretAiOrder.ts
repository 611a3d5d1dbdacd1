import { aiOrderStreamId, type OrderEmail } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { aiOrderDecider } from '../aiOrder/aiOrder';
import { parseOrderEmail } from '../email/parseOrderEmail';
import type { OrderExtractor } from '../extraction/orderExtractor';

/** Where the inbox gets its extractor: made when first needed, so a broken one fails a reading, not the app. */
export type ExtractorSource = () => OrderExtractor;

async function rawMessage(platform: Platform, key: string): Promise<Buffer | null> {
  const stored = await platform.files.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Reads an AI order's e-mail with the extractor and records the answer, or the failure: Co-Pilot
 * tries again when someone opens the e-mail (spec 03 §4, "parsed automatically when the selected
 * item has none"). The e-mail is parsed again from the stored raw message unless the caller has it.
 */
export async function interpretAiOrder(
  platform: Platform,
  extractor: ExtractorSource,
  aiOrderId: string,
  context: CommandContext,
  parsed?: OrderEmail,
): Promise<void> {
  const document = await readModels.aiOrders.in(platform.readStore).findOne({ _id: aiOrderId });
  if (!document || document.interpretation) return;
  const streamId = aiOrderStreamId(aiOrderId);
  let command:
    | { type: 'RecordInterpretation'; interpretation: Awaited<ReturnType<OrderExtractor['extract']>>; now: string }
    | { type: 'RecordInterpretationFailure'; reason: string; now: string };
  try {
    const raw = parsed ? null : await rawMessage(platform, document.rawFile.key);
    const email = parsed ?? (raw ? await parseOrderEmail(raw, new Date(document.receivedAt)) : null);
    if (!email) throw new Error('The stored message is missing');
    const interpretation = await extractor().extract(email, document.supplierId);
    command = { type: 'RecordInterpretation', interpretation, now: context.now.toISOString() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    command = { type: 'RecordInterpretationFailure', reason: reason.slice(0, 500), now: context.now.toISOString() };
  }
  const outcome = await handleCommand(platform.eventStore, streamId, aiOrderDecider, command, context);
  await platform.runner.waitFor(outcome.position);
}
