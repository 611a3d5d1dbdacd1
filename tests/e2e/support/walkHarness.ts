import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, startAppServer } from './appServer';
import { launchChromium } from './browser';

export interface WalkHarness {
  readonly server: AppServer;
  readonly browser: Browser;
}

/**
 * The app on its seeded demo and a Chromium, for the walks of one file: started before its tests,
 * stopped after them. Read `server` and `browser` inside the tests, once they have started.
 */
export function appAndChromiumForWalks(...options: Parameters<typeof startAppServer>): WalkHarness {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer(...options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The walks read the app and Chromium before they started');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
