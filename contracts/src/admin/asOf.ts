import { z } from 'zod';
import { defineErrors } from '../platform/errors';

/** Finance's reports as of a past moment (issue 23): computed from the events recorded up to then. */
export const asOfMessages = {
  label: 'As of',
  help: 'Leave empty for now; a past moment replays the events recorded up to then.',
  future: 'The as of moment cannot be in the future',
  invalid: 'Please give the as of moment as a date and time',
} as const;

export const asOfErrors = defineErrors({
  future: { code: 'AS_OF_IN_FUTURE', status: 400, message: asOfMessages.future, field: 'asOf' },
});

/** An instant with its offset (`2026-11-20T18:00:00Z`, `…+01:00`); the server compares it in UTC. */
export const asOfSchema = z.iso.datetime({ offset: true, error: asOfMessages.invalid });

/** What a report answered as of: the moment it replayed to, or null for today's read models. */
export const answeredAsOfSchema = z.string().nullable();
