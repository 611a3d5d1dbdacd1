import { config } from 'zod';

// The CSP allows no eval; without this zod probes for it (new Function) when schemas are first
// built, which the browser reports as a violation. Bundled into zod's own chunk (vite.config.ts),
// so it runs before any schema of contracts is built.
config({ jitless: true });
