import { type DataplusReceiver, DataplusRejection } from './dataplusReceiver';

/** Long enough for a slow receiver, short enough that the workflow's retry takes over. */
const REQUEST_TIMEOUT_MS = 30_000;

async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    const message = parsed.message ?? parsed.error?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  } catch {
    // Not JSON: the body itself, when short enough to show.
  }
  return text.trim() !== '' && text.length <= 300 ? text.trim() : `${response.status} ${response.statusText}`;
}

/**
 * Posts the order and its files as multipart (`order` JSON, then `files`) with the bearer token and
 * an Idempotency-Key. A 4xx is the receiver refusing the order (DataplusRejection); a 5xx or no answer
 * throws, and the send's workflow retries with backoff.
 */
export function createHttpDataplusReceiver(options: {
  url: string;
  token: string;
  fetch?: typeof fetch;
}): DataplusReceiver {
  const send = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send(input) {
      const form = new FormData();
      form.append('venueId', input.venueId);
      form.append('order', JSON.stringify(input.order));
      for (const file of input.files) {
        form.append('files', new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.name);
      }
      const response = await send(options.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}`, 'Idempotency-Key': input.idempotencyKey },
        body: form,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status >= 400 && response.status < 500) throw new DataplusRejection(await messageOf(response));
      if (!response.ok) throw new Error(`dataplus answered ${response.status}: ${await messageOf(response)}`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; receiptId?: unknown };
      const receiptId = body.receiptId ?? body.id;
      return { receiptId: typeof receiptId === 'string' ? receiptId : input.idempotencyKey };
    },
  };
}
