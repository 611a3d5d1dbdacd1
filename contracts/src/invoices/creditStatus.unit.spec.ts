import { describe, expect, it } from 'vitest';
import { creditStatementLabel, creditStatementStatusOf } from './creditStatus';

describe('credit statement status (spec 01 §4)', () => {
  const today = '2026-11-22';

  it('hides drafts', () => {
    expect(creditStatementStatusOf({ state: 'draft', dueDate: null }, today)).toBeNull();
  });

  it('keeps paid and void whatever the due date', () => {
    expect(creditStatementStatusOf({ state: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
    expect(creditStatementStatusOf({ state: 'void', dueDate: '2026-01-01' }, today)).toBe('void');
  });

  it('is open up to and on the due date, overdue the day after', () => {
    expect(creditStatementStatusOf({ state: 'open', dueDate: '2026-11-23' }, today)).toBe('open');
    expect(creditStatementStatusOf({ state: 'open', dueDate: today }, today)).toBe('open');
    expect(creditStatementStatusOf({ state: 'open', dueDate: '2026-11-21' }, today)).toBe('overdue');
  });

  it("says 'Paid on' with the London date as DD MMM YYYY, and the other words as the spec has them", () => {
    // 23:30 UTC on 1 July is already 2 July in London (BST).
    expect(creditStatementLabel('paid', '2026-07-01T23:30:00.000Z')).toBe('Paid on 02 Jul 2026');
    expect(creditStatementLabel('void', null)).toBe('Void');
    expect(creditStatementLabel('open', null)).toBe('Open');
    expect(creditStatementLabel('overdue', null)).toBe('Overdue');
  });
});
