import { runApp } from '../../e2e/support/appServer';
import { pinToCore } from './environment';

/** The app as `npm start` runs it on a prepared data folder, pinned to the server's core. */
export async function startWebApp(dataDir: string, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const app = await runApp(dataDir, port, 180_000);
  if (app.child.pid) pinToCore(app.child.pid, 0);
  return { url: app.url, stop: app.stop };
}
