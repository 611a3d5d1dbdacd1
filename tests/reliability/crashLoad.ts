import { randomUUID } from 'node:crypto';

export interface AckedCommand {
  idempotencyKey: string;
  what: string;
}

const venues = ['ven-crown-anchor', 'ven-harbour-kitchen'];

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!Pass1' }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function catalogueProductIds(url: string, cookie: string, venueId: string): Promise<string[]> {
  const response = await fetch(`${url}/api/venues/${venueId}/catalogue?limit=200`, { headers: { cookie } });
  const body = (await response.json()) as { products: { productId: string }[] };
  return body.products.map((product) => product.productId);
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Concurrent venue users adding to baskets, placing orders, changing shopping lists and clearing
 * price notifications, each command with its own idempotency key. Bounded: it stops at `until`
 * or at the first refused connection (the server was killed), and records what was acknowledged.
 */
export async function runLoad(
  url: string,
  options: { clients: number; until: number; seed: number },
): Promise<{ acked: AckedCommand[]; sent: number }> {
  const cookie = await signIn(url, 'venue@oms.test');
  const productIds = Object.fromEntries(
    await Promise.all(venues.map(async (venueId) => [venueId, await catalogueProductIds(url, cookie, venueId)])),
  ) as Record<string, string[]>;
  const acked: AckedCommand[] = [];
  let sent = 0;
  let random = options.seed;
  const next = (n: number) => {
    random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
    return random % n;
  };

  async function send(path: string, body: unknown, what: string): Promise<boolean> {
    const idempotencyKey = randomUUID();
    sent += 1;
    try {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status >= 200 && response.status < 300) acked.push({ idempotencyKey, what });
      return true;
    } catch {
      return false;
    }
  }

  async function client(): Promise<void> {
    while (Date.now() < options.until) {
      const venueId = venues[next(venues.length)] ?? 'ven-crown-anchor';
      const ids = productIds[venueId] ?? [];
      const productId = ids[next(ids.length)] ?? '';
      const kind = next(10);
      const base = `/api/venues/${venueId}`;
      const alive =
        kind < 5
          ? await send(`${base}/basket/lines`, { productId, quantity: 1 + next(3) }, `basket ${venueId} ${productId}`)
          : kind < 7
            ? await send(
                `${base}/basket/order`,
                { requiredDeliveryDay: dayAfter(1 + next(6)), notes: 'crash test' },
                `order ${venueId}`,
              )
            : kind < 9
              ? await send(`${base}/products`, { productId }, `list ${venueId} ${productId}`)
              : await send(`${base}/catalogue/${productId}/clear-price-notification`, {}, `clear ${productId}`);
      if (!alive) return;
    }
  }

  await Promise.all(Array.from({ length: options.clients }, () => client()));
  return { acked, sent };
}
