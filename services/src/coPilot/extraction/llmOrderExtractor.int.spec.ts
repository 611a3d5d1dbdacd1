import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderEmail } from '@oms/contracts';
import { createMemoryReadStore } from '@oms/projections';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interpretWithLlm } from './llmOrderExtractor';
import { createOrderExtractor } from './orderExtractor';
import type { SupplierContext } from './supplierContext';

const context: SupplierContext = {
  supplierId: 'sup-x',
  customers: [{ venueId: 'ven-a', title: 'The Red Lion' }],
  accounts: [],
  products: [
    { productId: 'p1', sku: 'XY100', title: 'Plain Flour', size: '16kg' },
    { productId: 'p2', sku: 'XY200', title: 'Mayonnaise', size: '10L' },
  ],
};

const email: OrderEmail = {
  messageId: null,
  from: 'someone@mail.example',
  fromName: null,
  to: ['orders@supplier.example'],
  subject: 'Red Lion order',
  sentAt: '2026-10-07T09:00:00.000Z',
  text: 'Red Lion here, for tomorrow: 2 x plain flour 16kg, 1 x mayo 10L, 3 x oxtail',
  html: null,
  attachments: [],
};

// A local OpenAI-compatible endpoint: each test sets what it answers; the requests are kept.
let server: Server;
let url = '';
let reply: { status: number; body: string } = { status: 200, body: '{}' };
const requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

const completion = (content: unknown) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: await readBody(request),
    });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

describe('the LLM order extractor (a real HTTP endpoint on this machine)', () => {
  it('asks the chat completions endpoint and maps its answer through the price file', async () => {
    reply = {
      status: 200,
      body: completion({
        venueId: 'ven-a',
        deliveryDate: '2026-10-08',
        lines: [
          { text: 'plain flour 16kg', quantity: 2, sku: null },
          { text: 'mayo 10L', quantity: 1, sku: 'XY200' },
          { text: 'oxtail', quantity: 3 },
        ],
        notInPriceFile: [],
      }),
    };
    const interpretation = await interpretWithLlm(email, context, { url, key: 'secret', model: 'test-model' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer secret' });
    expect(requests[0]?.body.model).toBe('test-model');
    expect(JSON.stringify(requests[0]?.body.messages)).toContain('XY100 | Plain Flour | 16kg');
    expect(interpretation).toMatchObject({
      venueId: 'ven-a',
      deliveryDate: '2026-10-08',
      extractor: 'llm:test-model',
      notInPriceFile: ['oxtail'],
    });
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['XY100', 2],
      ['XY200', 1],
      [null, 3],
    ]);
  });

  it('refuses a venue that is not one of the supplier customers', async () => {
    reply = { status: 200, body: completion({ venueId: 'ven-elsewhere', deliveryDate: null, lines: [] }) };
    const interpretation = await interpretWithLlm(email, context, { url, model: 'm' });
    expect(interpretation.venueId).toBeNull();
    expect(interpretation.venueExplanation).toContain('Venue Not Recognised');
  });

  it.each([
    ['an error status', { status: 500, body: '{"error":"down"}' }],
    [
      'an answer that is not JSON',
      { status: 200, body: completion('no json here').replace('\\"no json here\\"', 'nope') },
    ],
    ['an answer of the wrong shape', { status: 200, body: completion({ lines: [{ text: 'flour', quantity: -2 }] }) }],
  ])('falls back to the built-in reading on %s', async (_case, answer) => {
    reply = answer;
    const warnings: string[] = [];
    const interpretation = await interpretWithLlm(email, context, { url, model: 'm' }, (message) =>
      warnings.push(message),
    );
    expect(requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(interpretation.extractor).toBe('built-in');
    expect(interpretation.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['XY100', 2],
      ['XY200', 1],
      [null, 3],
    ]);
  });

  it('is chosen by createOrderExtractor only when configured, reading the supplier from the read models', async () => {
    const readStore = createMemoryReadStore();
    await readStore.collection('venueSuppliers').insertMany([
      { _id: 'ven-a:sup-x', venueId: 'ven-a', supplierId: 'sup-x', isActive: true, isCatalogueAccessible: true },
      { _id: 'ven-b:sup-x', venueId: 'ven-b', supplierId: 'sup-x', isActive: false, isCatalogueAccessible: true },
    ]);
    await readStore.collection('venues').insertMany([
      { _id: 'ven-a', venueId: 'ven-a', title: 'The Red Lion' },
      { _id: 'ven-b', venueId: 'ven-b', title: 'The Swan' },
    ]);
    await readStore.collection('accounts').insertMany([]);
    await readStore.collection('catalogueProducts').insertMany([
      { _id: 'p1', productId: 'p1', supplierId: 'sup-x', sku: 'XY100', title: 'Plain Flour', size: '16kg' },
      {
        _id: 'p2',
        productId: 'p2',
        supplierId: 'sup-x',
        sku: 'XY200',
        title: 'Mayonnaise',
        size: '10L',
        isDeleted: true,
      },
    ]);
    const platform = { readStore, clock: () => new Date(email.sentAt) };
    expect(createOrderExtractor(platform, {}).name).toBe('built-in');
    const builtIn = await createOrderExtractor(platform, {}).extract(email, 'sup-x');
    expect(builtIn.venueId).toBe('ven-a');
    // The deleted mayonnaise is not in the price file any more.
    expect(builtIn.lines.map((line) => line.sku)).toEqual(['XY100', null, null]);
    reply = { status: 200, body: completion({ venueId: 'ven-b', deliveryDate: null, lines: [] }) };
    const llm = createOrderExtractor(platform, { COPILOT_LLM_URL: url, COPILOT_LLM_MODEL: 'm' });
    expect(llm.name).toBe('llm:m');
    // ven-b's link is inactive: not a customer, so not a venue the model may name.
    expect((await llm.extract(email, 'sup-x')).venueId).toBeNull();
  });
});
