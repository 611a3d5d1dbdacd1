import { z } from 'zod';

export const csvRowOutcomes = ['created', 'updated', 'skipped', 'rejected'] as const;

/** One data row of an imported file: its line in the file, what it was, and what became of it. */
export const csvRowResultSchema = z.object({
  line: z.number().int().positive(),
  /** The row in the user's words (an e-mail, a product title), for the result list. */
  label: z.string(),
  outcome: z.enum(csvRowOutcomes),
  /** Why a row was skipped or rejected. */
  reason: z.string().optional(),
});
export type CsvRowResult = z.infer<typeof csvRowResultSchema>;

export const csvImportResultSchema = z.object({
  importId: z.string(),
  kind: z.string(),
  fileName: z.string(),
  created: z.number().int().nonnegative(),
  /** Rows that changed something already there (a stock take's counted line). */
  updated: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  rows: z.array(csvRowResultSchema),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

export const csvImportStartedSchema = z.object({
  importId: z.string(),
  /** Which file kind: 'legacyUsers', 'products'... */
  kind: z.string(),
  /** The stored copy of the uploaded file (its FileStored event is on the same stream). */
  fileKey: z.string(),
});
export const csvImportCompletedSchema = z.object({
  importId: z.string(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative().optional(),
  skipped: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});

export const csvImportEventSchemas = {
  CsvImportStarted: { schemaVersion: 1, schema: csvImportStartedSchema },
  CsvImportCompleted: { schemaVersion: 1, schema: csvImportCompletedSchema },
} as const;

/** The spec's words for the result lists (spec 03 §9). */
export const csvImportMessages = {
  rejectedHeading: 'The following product(s) could not be uploaded',
  skippedHeading: 'The following product(s) already exist and have been skipped',
} as const;
