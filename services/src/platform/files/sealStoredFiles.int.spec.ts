import { readModels } from '@oms/projections';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coPilotExtractor } from '../../coPilot/coPilotExtractor';
import { inboxForAddress } from '../../coPilot/inbox/captureAddresses';
import { receiveOrderEmail } from '../../coPilot/inbox/receiveOrderEmail';
import { buildInMemoryApp } from '../engines/inMemoryApp';
import { sealStoredFiles } from './sealStoredFiles';

const capture = 'orders.brakes@capture.oms.test';
const sender = 'tobias.fernsby@example.org';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-23T09:00:00.000Z') });
});
afterAll(async () => {
  await harness.close();
});

async function read(key: string): Promise<string> {
  const got = await harness.platform.files.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of got?.body ?? []) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('files stored plain before sealing', () => {
  it('are sealed in place under their owner’s key, read the same after, and are erased with the owner', async () => {
    const { platform } = harness;
    const inbox = await inboxForAddress(platform, capture);
    if (!inbox) throw new Error('no demo inbox');
    const raw = await new MailComposer({
      from: `Tobias Fernsby <${sender}>`,
      to: capture,
      subject: 'Legacy',
      text: '1 x flour',
    })
      .compile()
      .build();
    const { aiOrderId } = await receiveOrderEmail(platform, () => coPilotExtractor(platform)(), {
      raw,
      inbox,
      via: 'upload',
    });
    const order = await readModels.aiOrders.in(platform.readStore).findOne({ _id: aiOrderId });
    const key = order?.rawFile.key as string;
    // As a file stored before issue 48 was: the same bytes, plain, no owner.
    await platform.files.put(key, raw, { fileName: 'Legacy.eml', contentType: 'message/rfc822' });
    expect(await platform.files.isErased?.(key)).toBe(false);

    const first = await sealStoredFiles(platform);
    expect(first.sealed).toBeGreaterThanOrEqual(1);
    expect(await read(key)).toBe(raw.toString('utf8'));
    // A second pass finds nothing left to seal.
    expect((await sealStoredFiles(platform)).sealed).toBe(0);

    const keys = platform.personalData;
    if (!keys) throw new Error('no personal data keys');
    await keys.destroy(keys.emailSubject(sender));
    expect(await platform.files.isErased?.(key)).toBe(true);
  });
});
