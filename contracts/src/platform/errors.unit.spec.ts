import { describe, expect, it } from 'vitest';
import * as contracts from '../index';
import type { ErrorEntry } from './errors';

const catalogues = Object.entries(contracts as Record<string, unknown>)
  .filter(([name, value]) => name.endsWith('Errors') && name !== 'uploadErrors' && typeof value === 'object')
  .map(([name, value]) => [name, value as Record<string, ErrorEntry>] as const);

describe('the error catalogues', () => {
  it('exist for every context that refuses requests', () => {
    expect(catalogues.map(([name]) => name).sort()).toEqual([
      'asOfErrors',
      'catalogueErrors',
      'coPilotErrors',
      'dataDeletionErrors',
      'grossProfitErrors',
      'httpErrors',
      'identityErrors',
      'integrationErrors',
      'invoiceErrors',
      'invoiceUploadErrors',
      'orderingErrors',
      'receiptingErrors',
      'recipeErrors',
      'shoppingListErrors',
      'specialPurchaseErrors',
      'stockTakeErrors',
      'subjectAccessErrors',
      'subscriptionErrors',
      'supplierPortalErrors',
      'supportErrors',
      'venueErrors',
    ]);
  });

  it.each(catalogues)('%s: every entry is a client error with a code and words', (_name, catalogue) => {
    for (const [key, entry] of Object.entries(catalogue)) {
      if (key === 'internal') continue;
      expect(entry.status, key).toBeGreaterThanOrEqual(400);
      expect(entry.status, key).toBeLessThan(500);
      expect(entry.code, key).toMatch(/^[A-Z][A-Z_]+$/);
      expect(entry.message.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('gives one code one status, so the web can match on the code alone', () => {
    const statusOf = new Map<string, number>();
    for (const [, catalogue] of catalogues) {
      for (const entry of Object.values(catalogue)) {
        // Generic refusals, and an unknown e-mail: 401 at sign-in, 404 when asking for a reset code.
        if (['NOT_FOUND', 'FORBIDDEN', 'UNKNOWN_EMAIL'].includes(entry.code)) continue;
        const seen = statusOf.get(entry.code);
        if (seen !== undefined) expect(entry.status, entry.code).toBe(seen);
        statusOf.set(entry.code, entry.status);
      }
    }
  });
});
