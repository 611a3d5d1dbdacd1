import { ERASED, type RetentionDeletionList } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { eraseThroughQueue } from '@oms/tests/fixtures/eraseThroughQueue';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coPilotExtractor } from '../../coPilot/coPilotExtractor';
import { inboxForAddress } from '../../coPilot/inbox/captureAddresses';
import { receiveOrderEmail } from '../../coPilot/inbox/receiveOrderEmail';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';
import { runRetention } from './runRetention';

const DAY_MS = 24 * 60 * 60 * 1000;
const received = new Date('2026-08-03T09:00:00.000Z');
const capture = 'orders.brakes@capture.oms.test';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asSupplier: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;

/** Sessions end with time: signed in again whenever the clock moves on. */
async function signIn() {
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
}

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: received });
  await signIn();
});
afterAll(async () => {
  await harness.close();
});

/** An e-mail through the real inbox path, with an attachment: its files are sealed under the sender's key. */
async function receive(from: string, subject: string): Promise<string> {
  const inbox = await inboxForAddress(harness.platform, capture);
  if (!inbox) throw new Error('no demo inbox');
  const raw = await new MailComposer({
    from,
    to: capture,
    subject,
    date: harness.platform.clock(),
    text: `Crown & Anchor: 2 x plain flour please.\n\n${from}`,
    attachments: [{ filename: 'order.csv', content: 'Product,Qty\nPlain Flour,2\n', contentType: 'text/csv' }],
  })
    .compile()
    .build();
  const { aiOrderId } = await receiveOrderEmail(harness.platform, () => coPilotExtractor(harness.platform)(), {
    raw,
    inbox,
    via: 'upload',
  });
  return aiOrderId;
}

const detailOf = async (aiOrderId: string) => {
  const response = await asSupplier({ url: `/api/suppliers/sup-brakes/co-pilot/${aiOrderId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    email: { original: { url: string; erased: boolean }; attachments: { erased: boolean }[] };
  };
};

describe('the retention schedule', () => {
  it('given an e-mail whose order was decided, when the keep time runs out, then its files are deleted and the admins see the deletion', async () => {
    harness.setNow(received);
    const aiOrderId = await receive('Ottoline Bracegirdle <ottoline@example.org>', 'Retention spec order');
    const rejected = await asSupplier({
      method: 'POST',
      url: `/api/suppliers/sup-brakes/co-pilot/${aiOrderId}/reject`,
      payload: { feedback: 'Not ours' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const document = await readModels.aiOrders.in(harness.platform.readStore).findOne({ _id: aiOrderId });
    const keys = [document?.rawFile.key, ...(document?.attachmentFiles ?? []).map((file) => file.key)];
    expect(keys).toHaveLength(2);
    expect((await detailOf(aiOrderId)).email.original.erased).toBe(false);
    expect(JSON.stringify(document)).toContain('Bracegirdle');

    // A day short of the keep time: kept.
    const short = await runRetention(
      harness.platform,
      { coPilotEmailDays: 90 },
      new Date(received.getTime() + 89 * DAY_MS),
    );
    expect(short.deleted).not.toContain(aiOrderId);
    for (const key of keys) expect(await harness.platform.files.head(key as string)).not.toBeNull();

    const due = new Date(received.getTime() + 90 * DAY_MS + 60_000);
    harness.setNow(due);
    await signIn();
    expect((await runRetention(harness.platform, { coPilotEmailDays: 90 }, due)).deleted).toContain(aiOrderId);
    for (const key of keys) expect(await harness.platform.files.head(key as string)).toBeNull();
    // A second run (a retry, another instance) deletes and records nothing more.
    expect((await runRetention(harness.platform, { coPilotEmailDays: 90 }, due)).deleted).toEqual([]);

    // Its words in the events and the read model went with its own key: the sender is no account here.
    const after = await readModels.aiOrders.in(harness.platform.readStore).findOne({ _id: aiOrderId });
    expect(JSON.stringify(after)).not.toContain('Bracegirdle');
    expect(JSON.stringify(after)).not.toContain('plain flour');
    const stored = await harness.platform.eventStore.readAll({ after: 0, types: ['OrderEmailReceived'] });
    const theEmail = stored.find((event) => (event.data as { aiOrderId: string }).aiOrderId === aiOrderId);
    expect(theEmail?.data).toMatchObject({ email: { text: ERASED, subject: ERASED } });

    const detail = await detailOf(aiOrderId);
    expect(detail.email.original.erased).toBe(true);
    expect(detail.email.attachments).toEqual([expect.objectContaining({ erased: true })]);

    const list = await asAdmin({ url: '/api/admin/retention-deletions' });
    expect(list.statusCode, list.body).toBe(200);
    const { keepDays, deletions } = list.json() as RetentionDeletionList;
    expect(keepDays).toBe(90);
    expect(deletions.filter((deletion) => deletion.recordId === aiOrderId)).toEqual([
      expect.objectContaining({
        kind: 'coPilotEmail',
        supplierTitle: expect.any(String),
        files: 2,
        keepDays: 90,
        deletedAt: due.toISOString(),
      }),
    ]);
    expect(JSON.stringify(deletions)).not.toContain('Bracegirdle');
  });

  it('is for admins only', async () => {
    expect((await asSupplier({ url: '/api/admin/retention-deletions' })).statusCode).toBe(403);
  });
});

describe('an erased sender’s Co-Pilot e-mail', () => {
  it('says "erased" in the e-mail view, and its download answers 410 with "erased", never the bytes', async () => {
    const sender = 'peregrine.oddfellow@example.org';
    const aiOrderId = await receive(`Peregrine Oddfellow <${sender}>`, 'Erasure spec order');
    const before = await detailOf(aiOrderId);
    expect(before.email.original.erased).toBe(false);
    const download = await harness.app.inject({ url: before.email.original.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Oddfellow');

    await eraseThroughQueue((options) => harness.app.inject(options), asAdmin, {
      name: 'Peregrine Oddfellow',
      email: sender,
    });

    const after = await detailOf(aiOrderId);
    expect(after.email.original.erased).toBe(true);
    expect(after.email.attachments).toEqual([expect.objectContaining({ erased: true })]);
    const refused = await harness.app.inject({ url: after.email.original.url });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.message).toContain(ERASED);
    expect(refused.body).not.toContain('Oddfellow');
  });
});
