import { z } from 'zod';

/** The one error body every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    /** Heading of the message where the spec gives one, e.g. 'Invalid Delivery Day'. */
    title: z.string().optional(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * One failure a context can answer with: its code, HTTP status and the spec's words. The server
 * throws it (`domainErrorOf`), the web recognises it (`isErrorOf`) from the same object.
 */
export interface ErrorEntry {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  readonly title?: string;
  /** The form field the message belongs beside, when there is one. */
  readonly field?: string;
}

/** A context's error catalogue; `defineErrors` only checks the shape and keeps the literal types. */
export function defineErrors<const T extends Record<string, ErrorEntry>>(entries: T): T {
  return entries;
}

/** Whether an error (a server body, or the web's ApiError) is the catalogue entry `entry`. */
export function isErrorOf(error: unknown, entry: Pick<ErrorEntry, 'code'>): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === entry.code;
}

/** Failures of the HTTP layer itself, before any context sees the request. */
export const httpErrors = defineErrors({
  validation: { code: 'VALIDATION_ERROR', status: 400, message: 'Some fields are not valid' },
  badRequest: { code: 'BAD_REQUEST', status: 400, message: 'This request could not be read' },
  badUrl: { code: 'BAD_URL', status: 400, message: 'This address is not valid' },
  notJson: { code: 'INVALID_JSON', status: 400, message: 'The request body is not valid JSON' },
  emptyJsonBody: { code: 'EMPTY_BODY', status: 400, message: 'The request body is empty' },
  routeNotFound: { code: 'NOT_FOUND', status: 404, message: 'No such page or API route' },
  methodNotAllowed: { code: 'METHOD_NOT_ALLOWED', status: 405, message: 'This method is not allowed here' },
  bodyTooLarge: { code: 'BODY_TOO_LARGE', status: 413, message: 'The request is too large' },
  uriTooLong: { code: 'URI_TOO_LONG', status: 414, message: 'This address is too long' },
  unsupportedMediaType: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: 'This content type is not accepted here',
  },
  idempotencyKeyReused: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 422,
    message: 'This request key was already used for a different request',
  },
  tooManyRequests: { code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many requests. Please wait and try again.' },
  headersTooLarge: { code: 'HEADERS_TOO_LARGE', status: 431, message: 'The request headers are too large' },
  forbiddenOrigin: {
    code: 'FORBIDDEN_ORIGIN',
    status: 403,
    message: 'This request came from another site and was refused',
  },
  internal: { code: 'INTERNAL_ERROR', status: 500, message: 'Something went wrong. Please try again.' },
});
