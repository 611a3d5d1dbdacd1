import type { ErrorEntry } from '@oms/contracts';

/**
 * A broken business rule. The message is the user-facing text from the spec; the one
 * Fastify error handler turns it into `{ error: { code, title, message, fields } }`.
 * Thrown only through `domainErrorOf`, from a context's catalogue in contracts.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly options: { status?: number; title?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return this.options.status ?? 422;
  }
}

/**
 * A catalogue entry thrown as the error it describes. `message` replaces the entry's words where
 * they name something (a supplier, a quantity); `fields` replaces the entry's own field.
 */
export function domainErrorOf(
  entry: ErrorEntry,
  details: string | { message?: string; fields?: Record<string, string> } = {},
): DomainError {
  const { message = entry.message, fields } = typeof details === 'string' ? { message: details } : details;
  return new DomainError(entry.code, message, {
    status: entry.status,
    ...(entry.title ? { title: entry.title } : {}),
    ...(fields ? { fields } : entry.field ? { fields: { [entry.field]: message } } : {}),
  });
}
