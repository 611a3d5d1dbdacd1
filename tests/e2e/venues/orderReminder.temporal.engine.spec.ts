import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type AppServer, embeddedStores, freePort, runApp } from '../support/appServer';
import { launchChromium, viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';

// The reminder runs on a Temporal schedule: TEMPORAL_ADDRESS comes from `npm run test:engines` or the caller.
const address = process.env.TEMPORAL_ADDRESS;

describe.skipIf(!address)('the daily order reminder in Chromium, on a real Temporal server', () => {
  let server: AppServer;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'oms-reminder-'));
    server = await runApp(dataDir, Number(process.env.OMS_E2E_PORT) || (await freePort()), 180_000, {
      ...embeddedStores,
      TEMPORAL_ADDRESS: address ?? '',
    });
    browser = await launchChromium();
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("reminds the venue's users, at both widths, at the time an admin set", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@oms.test', password: demoPassword }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const settingsUrl = `${server.url}/api/venues/ven-crown-anchor/admin-settings`;
    const {
      venueId: _venueId,
      title: _title,
      ...settings
    } = await (await fetch(settingsUrl, { headers: { cookie } })).json();
    // The next whole minute in London, at least 30 seconds away so the schedule is in place first.
    const at = new Date(Date.now() + 90_000);
    const orderReminder = at.toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    const saved = await fetch(settingsUrl, {
      method: 'PUT',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...settings, orderReminder }),
    });
    if (!saved.ok) throw new Error(`saving the reminder answered ${saved.status}`);

    const walks = await Promise.all(
      (['desktop', 'mobile'] as const).map(async (width) => {
        const walk = await startScreenWalk(browser);
        await walk.page.setViewportSize(viewports[width]);
        await signInAs(walk.page, server.url, 'venue@oms.test');
        await walk.page.goto(`${server.url}/v/ven-crown-anchor/purchasing/orders`);
        return { walk, width };
      }),
    );
    await Promise.all(
      walks.map(async ({ walk, width }) => {
        const toast = walk.page.locator('.bp6-toast', {
          hasText: 'Reminder: place your orders for The Crown & Anchor',
        });
        await toast.waitFor({ timeout: 180_000 });
        await walk.checkScreen('order-reminder-toast', { widths: [width] });
      }),
    );
    for (const { walk } of walks) await walk.finish();
  }, 300_000);
});
