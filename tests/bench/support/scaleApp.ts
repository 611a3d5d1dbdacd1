import { execFileSync } from 'node:child_process';
import { addBusinessDays, businessDateOf } from '@oms/contracts';
import { runApp } from '../../e2e/support/appServer';
import { percentile } from './stats';

/** The generated histories have no demo accounts: the app creates this admin on its first start. */
export const scaleAdmin = { email: 'scale@oms.test', password: 'Scale!Pass1', name: 'Scale Bench' };

export const scaleAppEnv = {
  OMS_DEMO: '0',
  OMS_ADMIN_EMAIL: scaleAdmin.email,
  OMS_ADMIN_PASSWORD: scaleAdmin.password,
  OMS_ADMIN_NAME: scaleAdmin.name,
  OMS_WORKFLOWS_UNAVAILABLE: 'not measured here',
};

export const residentMegabytes = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;

export async function timedStart(dataDir: string, port: number, env: Record<string, string>) {
  const started = performance.now();
  const app = await runApp(dataDir, port, 1_800_000, env);
  return { app, seconds: (performance.now() - started) / 1000 };
}

/** The admin's session cookie. */
export async function scaleAdminCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: scaleAdmin.email, password: scaleAdmin.password }),
  });
  if (!login.ok) throw new Error(`Sign-in answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** The API answers behind the orders, catalogue search and spend pages of the history's first venue. */
export async function scalePages(url: string, cookie: string): Promise<Record<'orders' | 'search' | 'spend', string>> {
  const venues = (await (await fetch(`${url}/api/venues?limit=1`, { headers: { cookie } })).json()) as {
    venues: { venueId: string }[];
  };
  const venueId = venues.venues[0]?.venueId;
  if (!venueId) throw new Error('The generated history has no venue');
  const today = businessDateOf(new Date());
  const base = `${url}/api/venues/${venueId}`;
  return {
    orders: `${base}/orders?start=${addBusinessDays(today, -30)}&end=${today}`,
    search: `${base}/catalogue/search?term=chicken`,
    spend: `${base}/spend?start=${addBusinessDays(today, -90)}&end=${today}`,
  };
}

/** The body of one answer, which must be a 200. */
export async function answerOf(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return body;
}

/** p95 of a page's API answer over `times` requests, after checking the first answer is a 200. */
export async function p95(url: string, cookie: string, times: number): Promise<number> {
  await answerOf(url, cookie);
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 0.95);
}
