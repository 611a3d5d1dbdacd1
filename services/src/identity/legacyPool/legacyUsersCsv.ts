import { identityMessages, isValidEmail, legacyUserStreamId, normaliseEmail } from '@oms/contracts';
import { z } from 'zod';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { CsvImportKind } from '../../platform/csvImport/csvImport';
import type { Platform } from '../../platform/platform';
import { legacyUserDecider } from './legacyUser';

const legacyUserRow = z.object({
  legacyUserId: z.string().min(1, 'Required'),
  name: z.string(),
  email: z.string().refine(isValidEmail, { message: identityMessages.emailInvalid }).transform(normaliseEmail),
  passwordHash: z.string().min(1, 'Required'),
});
export type LegacyUserRow = z.infer<typeof legacyUserRow>;

/** An export of the legacy user pool, one user a row; a user imported before is skipped. */
export function legacyUsersCsv(platform: Platform): CsvImportKind<LegacyUserRow> {
  return {
    kind: 'legacyUsers',
    headings: ['legacyUserId', 'name', 'email', 'passwordHash'],
    row: legacyUserRow,
    label: (cells) => cells.email || cells.legacyUserId || '(no e-mail)',
    async apply(rows, context) {
      const outcomes = [];
      const positions: number[] = [];
      for (const { row } of rows) {
        const outcome = await handleCommand(
          platform.eventStore,
          legacyUserStreamId(row.legacyUserId),
          legacyUserDecider,
          { type: 'ImportLegacyUser', ...row },
          context,
        );
        positions.push(outcome.position);
        outcomes.push(
          outcome.events.length > 0
            ? { outcome: 'created' as const }
            : { outcome: 'skipped' as const, reason: 'Already in the legacy user pool' },
        );
      }
      await platform.runner.waitForEach(positions);
      return outcomes;
    },
  };
}
