import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the suites drive from Debian's packages: Chromium for the browser walks, poppler-utils
 * (pdftotext, pdftoppm) to read the product's PDFs back. A clean machine gets what it lacks.
 */
const tools = [
  { path: chromiumPath, debianPackage: 'chromium' },
  { path: '/usr/bin/pdftotext', debianPackage: 'poppler-utils' },
];

/** Installs Debian packages with apt (through sudo when not root); throws naming the step that failed. */
export function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...packages],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command, rest, { stdio: ['ignore', 2, 2], env });
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
  }
}

export function ensureDebianTools() {
  const missing = tools.filter((tool) => !existsSync(tool.path)).map((tool) => tool.debianPackage);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(' and ')} for the tests...`);
  try {
    aptInstall(missing);
  } catch (error) {
    console.error(`Could not install ${missing.join(', ')} (${error.message}).`);
    process.exit(1);
  }
}
