import { randomUUID } from 'node:crypto';
import { type CsvImportResult, type CsvRowResult, uploadErrors } from '@oms/contracts';
import Papa from 'papaparse';
import type { z } from 'zod';
import type { CommandContext } from '../commands/commandContext';
import { domainErrorOf } from '../commands/domainError';
import { handleCommand } from '../commands/handleCommand';
import { newFileKey } from '../files/fileKeys';
import type { CheckedUpload } from '../files/uploads';
import type { Platform } from '../platform';
import { csvImportDecider, csvImportStreamId } from './csvImportStream';

export interface CsvRowToApply<TRow> {
  line: number;
  label: string;
  row: TRow;
}

export type AppliedRow = Pick<CsvRowResult, 'outcome' | 'reason'>;

/** One kind of CSV file: its headings, its row schema, and how a batch of valid rows is applied. */
export interface CsvImportKind<TRow> {
  kind: string;
  /** The template's headings, exactly, in order. */
  headings: readonly string[];
  /** How many lines come before the headings (spec 02's stock take files have notes above them). */
  linesBeforeHeadings?: number;
  /**
   * Spec 02 §5 stock take files: 'The first three rows are skipped as headers' whatever they say,
   * and cells are read by position in the spec's column order; a row one cell short is read
   * without `optionalHeading` (the spec's '(UoM)').
   */
  positional?: { optionalHeading: string };
  /** Turns a row, keyed by heading, into what `apply` takes; its messages are the rejection reasons. */
  row: z.ZodType<TRow, Record<string, string>>;
  label(cells: Record<string, string>): string;
  /** Applies valid rows; answers one outcome per row, in order. */
  apply(rows: CsvRowToApply<TRow>[], context: CommandContext): Promise<AppliedRow[]>;
}

export interface CsvImportOptions {
  /** Rows validated and applied together: bounds memory and the waits for the read models. */
  batchSize?: number;
}

export const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'This row is not valid';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Spreadsheets save with these; a European Excel writes semicolons where others write commas. */
const csvDelimiters = [',', ';', '\t', '|'] as const;

function headingsMatch(cells: readonly string[] | undefined, kind: CsvImportKind<unknown>): boolean {
  return (
    cells !== undefined &&
    cells.length === kind.headings.length &&
    cells.every((heading, index) => heading.trim() === kind.headings[index])
  );
}

/**
 * The delimiter is the one under which the headings read as expected. Guessed from the data, it
 * could be fooled: a file of ours whose product names hold semicolons read as semicolon-separated.
 */
export function csvDelimiterOf(text: string, kind: CsvImportKind<unknown>): string | undefined {
  const before = kind.linesBeforeHeadings ?? 0;
  return csvDelimiters.find((delimiter) =>
    headingsMatch(
      Papa.parse<string[]>(text, { preview: before + 1, skipEmptyLines: false, delimiter }).data[before],
      kind,
    ),
  );
}

/** The headings a row of this many cells is read with; null when no reading fits. */
function headingsForCells(count: number, kind: CsvImportKind<unknown>): readonly string[] | null {
  if (count === kind.headings.length) return kind.headings;
  const optional = kind.positional?.optionalHeading;
  if (optional && count === kind.headings.length - 1) return kind.headings.filter((heading) => heading !== optional);
  return null;
}

/**
 * A file whose header rows are not ours: the delimiter under which its first row of data has the
 * spec's columns (with or without the optional one).
 */
function positionalDelimiterOf(text: string, kind: CsvImportKind<unknown>): string | undefined {
  const skipped = (kind.linesBeforeHeadings ?? 0) + 1;
  const rows = (delimiter: string) =>
    Papa.parse<string[]>(text, { preview: skipped + 50, skipEmptyLines: false, delimiter }).data.slice(skipped);
  const firstData = (delimiter: string) => rows(delimiter).find((cells) => !isBlank(cells));
  return csvDelimiters.find((delimiter) => {
    const cells = firstData(delimiter);
    return cells !== undefined && headingsForCells(cells.length, kind) !== null;
  });
}

/**
 * Checks the headings before anything is stored or applied (a wrong file changes nothing) and
 * answers the file's delimiter.
 */
export function assertHeadings(text: string, kind: CsvImportKind<unknown>): string {
  const delimiter = csvDelimiterOf(text, kind) ?? (kind.positional ? positionalDelimiterOf(text, kind) : undefined);
  if (delimiter) return delimiter;
  const before = kind.linesBeforeHeadings ?? 0;
  const preview = Papa.parse<string[]>(text, { preview: before + 1, skipEmptyLines: false });
  if (
    !preview.data[before] ||
    preview.errors.some((error) => error.code === 'UndetectableDelimiter' && kind.headings.length > 1)
  ) {
    throw domainErrorOf(uploadErrors.unparsableCsv);
  }
  throw domainErrorOf(uploadErrors.wrongHeadings);
}

/**
 * The one import path for every CSV upload: headings checked (nothing stored or applied when
 * the file as a whole is wrong), the file kept in the file store and recorded on the import's
 * stream, rows streamed back from that stored copy, validated and applied in batches, and a
 * result per row (created, skipped as existing, rejected with the reason).
 */
export async function importCsv<TRow>(
  platform: Platform,
  kind: CsvImportKind<TRow>,
  upload: CheckedUpload,
  context: CommandContext,
  options: CsvImportOptions = {},
): Promise<CsvImportResult & { fileKey: string }> {
  const batchSize = options.batchSize ?? 250;
  const text = withoutBom(upload.content.toString('utf8'));
  const delimiter = assertHeadings(text, kind as CsvImportKind<unknown>);

  const importId = randomUUID();
  const stored = await platform.files.put(newFileKey(`imports/${kind.kind}`, upload.fileName), upload.content, {
    fileName: upload.fileName,
    contentType: 'text/csv',
  });
  const streamId = csvImportStreamId(importId);
  await handleCommand(
    platform.eventStore,
    streamId,
    csvImportDecider,
    { type: 'StartCsvImport', importId, kind: kind.kind, file: stored },
    context,
  );

  const results: CsvRowResult[] = [];
  let batch: CsvRowToApply<TRow>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const applied = await kind.apply(batch, context);
    batch.forEach((row, index) => {
      const outcome = applied[index] ?? { outcome: 'rejected', reason: 'This row was not applied' };
      results.push({ line: row.line, label: row.label, ...outcome });
    });
    batch = [];
  };

  const source = await platform.files.get(stored.key);
  if (!source) throw new Error(`The stored copy ${stored.key} of an import vanished`);
  const parser = source.body.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false, delimiter }));
  const headingLine = (kind.linesBeforeHeadings ?? 0) + 1;
  // Rows as a spreadsheet numbers them: a quoted cell may span lines of the file.
  let line = 0;
  for await (const value of parser as AsyncIterable<string[]>) {
    line += 1;
    if (line <= headingLine) continue;
    const cells = value;
    if (isBlank(cells)) continue;
    const headings = headingsForCells(cells.length, kind as CsvImportKind<unknown>) ?? kind.headings;
    const byHeading = Object.fromEntries(kind.headings.map((heading) => [heading, '']));
    headings.forEach((heading, index) => {
      byHeading[heading] = cells[index]?.trim() ?? '';
    });
    const label = kind.label(byHeading);
    if (headingsForCells(cells.length, kind as CsvImportKind<unknown>) === null) {
      results.push({
        line,
        label,
        outcome: 'rejected',
        reason: `Expected ${kind.headings.length} columns, found ${cells.length}`,
      });
      continue;
    }
    const parsed = kind.row.safeParse(byHeading);
    if (!parsed.success) {
      results.push({ line, label, outcome: 'rejected', reason: firstIssue(parsed.error) });
      continue;
    }
    batch.push({ line, label, row: parsed.data });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  results.sort((a, b) => a.line - b.line);

  const count = (outcome: CsvRowResult['outcome']) => results.filter((row) => row.outcome === outcome).length;
  const counts = {
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    rejected: count('rejected'),
  };
  const completed = await handleCommand(
    platform.eventStore,
    streamId,
    csvImportDecider,
    { type: 'CompleteCsvImport', importId, ...counts },
    context,
  );
  await platform.runner.waitFor(completed.position);
  return { importId, kind: kind.kind, fileName: upload.fileName, fileKey: stored.key, ...counts, rows: results };
}
