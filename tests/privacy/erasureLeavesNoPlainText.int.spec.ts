import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFilesBody } from '../../services/src/platform/files/multipartFilesBody';
import { freePort, type ServerProcess, startServer } from '../crash/support/serverProcess';

/**
 * Issue 48's search, as the issue ran it: the demo's venue user (Sam Whitfield, venue@oms.test)
 * leaves their data in every kind of field, asks to be forgotten, an admin erases them, the server
 * stops cleanly, and no file under DATA_DIR holds their name, any of their addresses or their phone
 * number in plain text, nor their destroyed key.
 */
const person = { name: 'Sam Whitfield', email: 'venue@oms.test', password: 'Demo!Pass1' };
const secondary = 'sam.whitfield.orders@example.org';
const phone = '07700 900461';
const venueId = 'ven-crown-anchor';
const traces = ['Sam Whitfield', 'Whitfield', person.email, secondary, phone, phone.replace(' ', '')];

const dataDir = mkdtempSync(join(tmpdir(), 'oms-erasure-'));
let server: ServerProcess | undefined;
let sealedKeyBeforeErasure: string;
let filesRightAfterErasure: { path: string; bytes: Buffer }[] = [];

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string, email: string, password = 'Demo!Pass1') {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const raw = Buffer.isBuffer(body);
    const answer = await fetch(`${url}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: raw ? new Uint8Array(body) : JSON.stringify(body) }),
    });
    const text = await answer.text();
    expect(answer.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
}

/** Every file under the folder, with the bytes it holds. */
function everyFile(folder: string): { path: string; bytes: Buffer }[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(dataDir, path), bytes: readFileSync(path) };
    });
}

/** Where each trace is still found, as `file: trace`. */
function plainTraces(files: { path: string; bytes: Buffer }[], words: readonly string[]): string[] {
  const found: string[] = [];
  for (const { path, bytes } of files) {
    const text = bytes.toString('latin1').toLowerCase();
    for (const word of words) if (text.includes(word.toLowerCase())) found.push(`${path}: ${word}`);
  }
  return found;
}

const isStoredFile = (path: string) => path.startsWith('files/') || path.startsWith(`files\\`);

beforeAll(async () => {
  const smtpPort = await freePort();
  process.env.INBOUND_SMTP_PORT = String(smtpPort);
  server = await startServer(dataDir, await freePort(), 180_000);
  const { url } = server;
  const asSam = await signIn(url, person.email);
  const session = (await asSam('GET', '/api/session')) as { account: { accountId: string } };

  await asSam('PUT', '/api/account/secondary-emails', { secondaryEmails: [secondary] });
  await asSam('POST', `/api/venues/${venueId}/chat/messages`, { text: `${person.name} here, call me on ${phone}` });

  const asAdmin = await signIn(url, 'admin@oms.test');
  const settings = await asAdmin('GET', `/api/venues/${venueId}/admin-settings`);
  const { venueId: _venueId, title: _title, ...body } = settings as Record<string, unknown>;
  await asAdmin('PUT', `/api/venues/${venueId}/admin-settings`, {
    ...body,
    statsReciveEmails: [secondary, person.email],
  });

  const catalogue = (await asSam('GET', `/api/venues/${venueId}/catalogue?limit=10`)) as {
    products: { productId: string; supplierId: string }[];
  };
  const basket = (await asSam('GET', `/api/venues/${venueId}/basket`)) as { today: string };
  await asSam('POST', `/api/venues/${venueId}/basket/lines`, {
    productId: catalogue.products[0]?.productId,
    quantity: 60,
  });
  const tomorrow = new Date(Date.parse(`${basket.today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await asSam(
    'POST',
    `/api/venues/${venueId}/basket/order`,
    { requiredDeliveryDay: tomorrow, notes: `Leave at the back, ${person.name} ${phone}` },
    { 'idempotency-key': 'erasure-search-order' },
  );

  const pdf = Buffer.from(`%PDF-1.7\n% ${person.name} ${phone}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
  const form = multipartFilesBody([{ name: 'invoice.pdf', content: pdf, contentType: 'application/pdf' }], {
    items: JSON.stringify([
      {
        supplierId: catalogue.products[0]?.supplierId,
        supplierTitle: '',
        purchaseOrderNumber: 'PO-1',
        comment: `From ${person.name}`,
        totalPence: 100,
      },
    ]),
  });
  await asSam('POST', `/api/venues/${venueId}/invoice-uploads`, form.payload, {
    ...form.headers,
    'idempotency-key': 'erasure-search-invoice',
  });

  const smtp = createTransport({ host: '127.0.0.1', port: smtpPort, ignoreTLS: true });
  await smtp.sendMail({
    from: `${person.name} <${person.email}>`,
    to: 'orders.brakes@capture.oms.test',
    subject: `Order from ${person.name}`,
    text: `For the Crown & Anchor on Friday please:\n2 x frozen chips skin-on\n\nThanks\n${person.name}\n${phone}`,
  });
  smtp.close();

  const keys = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
  sealedKeyBeforeErasure =
    keys
      .prepare<[string], { sealed: string }>('SELECT sealed FROM personal_keys WHERE subject = ?')
      .get(`account:${session.account.accountId}`)?.sealed ?? '';
  keys.close();
  expect(sealedKeyBeforeErasure).not.toBe('');

  const sent = await fetch(`${url}/api/data-deletion-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      venueTitle: 'The Crown & Anchor',
      venueCode: 'CA001',
      accountHolderName: person.name,
      accountEmail: person.email,
    }),
  });
  expect(sent.status).toBe(201);
  const { requestId } = (await sent.json()) as { requestId: string };
  await asAdmin('POST', `/api/admin/data-deletion-requests/${requestId}/action`, { outcome: 'erased' });
  // As a crash right after would leave them: the snapshot and the WAL are rewritten by the erasure.
  filesRightAfterErasure = everyFile(dataDir).filter((file) => !isStoredFile(file.path));
  await server.stop();
  server = undefined;
}, 300_000);

describe('after erasing a person and a clean stop (issue 48)', () => {
  it('no file under DATA_DIR but the stored files holds their name, addresses or phone number, nor their key', () => {
    const files = everyFile(dataDir).filter((file) => !isStoredFile(file.path));
    expect(files.map((file) => file.path)).toContain('events.sqlite');
    expect(files.map((file) => file.path)).toContain('read-models.json');
    expect(plainTraces(files, [...traces, sealedKeyBeforeErasure])).toEqual([]);
  });

  it('nor, while the server still runs right after the erasure, the snapshot, the event store or its WAL', () => {
    expect(filesRightAfterErasure.map((file) => file.path)).toContain('read-models.json');
    expect(plainTraces(filesRightAfterErasure, [...traces, sealedKeyBeforeErasure])).toEqual([]);
  });

  it('no stored file (the Co-Pilot e-mail, the uploaded invoice) holds them in plain text', () => {
    const files = everyFile(dataDir).filter((file) => isStoredFile(file.path));
    expect(files.length).toBeGreaterThan(0);
    expect(plainTraces(files, traces)).toEqual([]);
  });
});
