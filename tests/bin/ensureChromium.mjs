import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser suite drives Debian's Chromium; a clean machine gets it from the Debian packages. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log('Installing Chromium for the browser tests...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`Could not install Chromium (${args.join(' ')} exited ${result.status}).`);
      process.exit(1);
    }
  }
}
