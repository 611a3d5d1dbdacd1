import { describe, expect, it } from 'vitest';
import { retentionSettingsFrom } from './retentionSchedule';

describe('the retention settings', () => {
  it('keep Co-Pilot e-mails 90 days unless OMS_COPILOT_EMAIL_RETENTION_DAYS says otherwise', () => {
    expect(retentionSettingsFrom({})).toEqual({ coPilotEmailDays: 90 });
    expect(retentionSettingsFrom({ OMS_COPILOT_EMAIL_RETENTION_DAYS: ' 30 ' })).toEqual({ coPilotEmailDays: 30 });
  });

  it('refuse a value that is not a whole number of days, at least one, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', 'ninety']) {
      expect(() => retentionSettingsFrom({ OMS_COPILOT_EMAIL_RETENTION_DAYS: value })).toThrow(
        `OMS_COPILOT_EMAIL_RETENTION_DAYS must be a whole number of days, at least 1, not "${value}"`,
      );
    }
  });
});
