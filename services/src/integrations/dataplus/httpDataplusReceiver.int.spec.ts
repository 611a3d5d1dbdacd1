import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataplusOrder } from '@oms/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { DataplusRejection } from './dataplusReceiver';
import { createHttpDataplusReceiver } from './httpDataplusReceiver';

const order: DataplusOrder = {
  PONumber: 'HK-0007',
  requiredDeliveryDay: '2026-11-27',
  orderIds: ['o-1', 'o-2'],
  dataplusInfo: { attachedInvoices: ['inv-1'], invoiceDate: '2026-11-26', invoiceNumber: 'INV-991' },
};
const file = { name: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') };

interface Received {
  headers: IncomingMessage['headers'];
  form: FormData;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP receiver on loopback answering each request with the next of `answers`. */
async function receiver(answers: { status: number; body: string }[]) {
  const received: Received[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      }).formData();
      received.push({ headers: request.headers, form });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)] ?? { status: 200, body: '{}' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/orders`, received };
}

describe('the dataplus HTTP adapter', () => {
  it('posts the order and its files with the token and the idempotency key', async () => {
    const { url, received } = await receiver([{ status: 201, body: '{"id":"dp-42"}' }]);
    const dataplus = createHttpDataplusReceiver({ url, token: 'secret-token' });
    const answer = await dataplus.send({
      venueId: 'ven-1',
      order,
      files: [file],
      idempotencyKey: 'dataplus-send-ven-1-HK-0007',
    });
    expect(answer).toEqual({ receiptId: 'dp-42' });
    const [request] = received;
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.headers['idempotency-key']).toBe('dataplus-send-ven-1-HK-0007');
    expect(JSON.parse(String(request?.form.get('order')))).toEqual(order);
    const sent = request?.form.get('files') as File;
    expect(sent.name).toBe('invoice.pdf');
    expect(Buffer.from(await sent.arrayBuffer()).toString()).toBe('%PDF-1.7 test');
  });

  it('turns a 4xx into a refusal with the receiver’s message, and a 5xx into an error to retry', async () => {
    const { url } = await receiver([
      { status: 422, body: '{"message":"Unknown GLN for this supplier"}' },
      { status: 503, body: 'down for maintenance' },
    ]);
    const dataplus = createHttpDataplusReceiver({ url, token: 't' });
    const input = { venueId: 'ven-1', order, files: [], idempotencyKey: 'k' };
    const refused = dataplus.send(input);
    await expect(refused).rejects.toBeInstanceOf(DataplusRejection);
    await expect(refused).rejects.toThrow('Unknown GLN for this supplier');
    const down = dataplus.send(input);
    await expect(down).rejects.not.toBeInstanceOf(DataplusRejection);
    await expect(down).rejects.toThrow('dataplus answered 503: down for maintenance');
  });

  it('a receiver that is not there throws, for the workflow to retry', async () => {
    const dataplus = createHttpDataplusReceiver({ url: 'http://127.0.0.1:9/orders', token: 't' });
    await expect(dataplus.send({ venueId: 'v', order, files: [], idempotencyKey: 'k' })).rejects.toThrow();
  });
});
