import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SandboxBill } from './sandboxBill';

export interface SandboxAccountingState {
  accessTokens: [string, number][];
  refreshTokens: string[];
  ledger: SandboxBill[];
}

const empty = (): SandboxAccountingState => ({ accessTokens: [], refreshTokens: [], ledger: [] });

export function loadSandboxState(file: string | undefined): SandboxAccountingState {
  if (!file) return empty();
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxAccountingState>;
    return {
      accessTokens: Array.isArray(parsed.accessTokens) ? parsed.accessTokens : [],
      refreshTokens: Array.isArray(parsed.refreshTokens) ? parsed.refreshTokens : [],
      ledger: Array.isArray(parsed.ledger) ? parsed.ledger : [],
    };
  } catch {
    return empty();
  }
}

export function saveSandboxState(file: string | undefined, state: SandboxAccountingState) {
  if (!file) return;
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
  renameSync(temporary, file);
}
