/**
 * A broken business rule. The message is the user-facing text from the spec; the one
 * Fastify error handler turns it into `{ error: { code, title, message, fields } }`.
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

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} was not found`, { status: 404 });
  }
}

/** A catalogue entry (`{ code, status, message }` from contracts) thrown as the error it describes. */
export function domainErrorOf(
  entry: { code: string; status: number; message: string },
  message = entry.message,
): DomainError {
  return new DomainError(entry.code, message, { status: entry.status });
}
