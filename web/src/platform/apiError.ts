/** A failed API call: the server's `{ error: { code, title?, message, fields? } }`, or what went wrong reaching it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly title: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(details: {
    status: number;
    code: string;
    message: string;
    title?: string | undefined;
    fields?: Record<string, string> | undefined;
  }) {
    super(details.message);
    this.status = details.status;
    this.code = details.code;
    this.title = details.title;
    this.fields = details.fields;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
