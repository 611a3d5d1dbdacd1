/**
 * The moments the demo must seed on, as UTC instants, grouped by the time zone the process runs
 * in. Europe/London is the business calendar; the other zones check nothing reads the machine's.
 */
export const demoDays: Record<string, readonly string[]> = {
  UTC: [
    // Every day of a week, Monday to Sunday, and the day the seed last broke.
    '2026-11-30T10:00:00Z',
    '2026-12-01T10:00:00Z',
    '2026-12-02T10:00:00Z',
    '2026-12-03T10:00:00Z',
    '2026-12-04T10:00:00Z',
    '2026-12-05T10:00:00Z',
    '2026-12-06T10:00:00Z',
    '2026-11-28T10:00:00Z',
    // The last and first days of months, short and long.
    '2027-01-31T12:00:00Z',
    '2027-02-01T12:00:00Z',
    '2027-02-28T12:00:00Z',
    '2027-03-01T12:00:00Z',
    '2027-04-30T12:00:00Z',
    '2027-05-01T12:00:00Z',
    '2027-06-30T12:00:00Z',
    '2027-07-01T12:00:00Z',
    '2027-08-31T12:00:00Z',
    '2027-09-01T12:00:00Z',
    '2027-09-30T12:00:00Z',
    '2027-10-01T12:00:00Z',
    // The turn of the year.
    '2026-12-31T12:00:00Z',
    '2027-01-01T12:00:00Z',
    '2027-12-31T23:59:00Z',
    '2028-01-01T00:01:00Z',
    // A leap day.
    '2028-02-28T12:00:00Z',
    '2028-02-29T12:00:00Z',
    '2028-03-01T00:01:00Z',
    // The UK's clock changes (01:00 UTC), half an hour either side.
    '2027-03-28T00:30:00Z',
    '2027-03-28T01:30:00Z',
    '2027-10-31T00:30:00Z',
    '2027-10-31T01:30:00Z',
    // A minute either side of London's midnight, in winter (GMT) and in summer (BST).
    '2026-11-28T23:59:00Z',
    '2026-11-29T00:01:00Z',
    '2027-07-14T22:59:00Z',
    '2027-07-14T23:01:00Z',
  ],
  // A minute either side of the zone's own midnight, and a month's end there.
  'Pacific/Auckland': ['2026-11-30T10:59:00Z', '2026-11-30T11:01:00Z', '2027-03-31T10:59:00Z', '2027-04-03T14:30:00Z'],
  'America/Los_Angeles': [
    '2026-12-01T07:59:00Z',
    '2026-12-01T08:01:00Z',
    '2027-01-01T07:59:00Z',
    '2027-03-14T10:30:00Z',
  ],
};
