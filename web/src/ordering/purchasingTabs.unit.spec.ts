import { describe, expect, it } from 'vitest';
import { purchasingTabsFor } from './PurchasingShell';

const segments = (venue: { dataplusIntegration: boolean } | undefined) =>
  purchasingTabsFor(venue).map((tab) => tab.segment);

describe('purchasing tabs (spec 01 §2)', () => {
  it('show Dataplus only for a venue with the dataplus integration', () => {
    expect(segments({ dataplusIntegration: true })).toContain('dataplus');
    expect(segments({ dataplusIntegration: false })).not.toContain('dataplus');
    expect(segments(undefined)).not.toContain('dataplus');
    expect(segments({ dataplusIntegration: false })).toContain('orders');
  });
});
