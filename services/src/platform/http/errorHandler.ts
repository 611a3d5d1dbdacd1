import type { Socket } from 'node:net';
import { type ApiError, type ErrorEntry, httpErrors } from '@oms/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../commands/domainError';

function body(
  code: string,
  message: string,
  extra: { title?: string; fields?: Record<string, string> } = {},
): ApiError {
  return { error: { code, message, ...extra } };
}

export function sendError(reply: FastifyReply, entry: ErrorEntry): FastifyReply {
  return reply.code(entry.status).send(body(entry.code, entry.message));
}

function fieldName(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

/** Fastify's own failures (content parsing, limits, plugins) as catalogue entries; unknown 4xx keep their status. */
function frameworkEntry(error: FastifyError): ErrorEntry | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return httpErrors.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return httpErrors.bodyTooLarge;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return httpErrors.emptyJsonBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return httpErrors.notJson;
  }
  if (error instanceof SyntaxError) return httpErrors.notJson;
  if (error.statusCode === 429) return httpErrors.tooManyRequests;
  if (error.statusCode === 413) return httpErrors.bodyTooLarge;
  if (error.statusCode === 415) return httpErrors.unsupportedMediaType;
  return undefined;
}

/** The one place errors become `{ error: { code, message, fields? } }`; bad input is always a 4xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const { code, status, message } = httpErrors.validation;
      return reply.code(status).send(body(code, message, { fields }));
    }
    if (error instanceof DomainError) {
      return reply.code(error.status).send(
        body(error.code, error.message, {
          ...(error.options.title ? { title: error.options.title } : {}),
          ...(error.options.fields ? { fields: error.options.fields } : {}),
        }),
      );
    }
    const known = frameworkEntry(error);
    if (known) return sendError(reply, known);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(httpErrors.badRequest.code, httpErrors.badRequest.message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, httpErrors.internal);
  });
}

/**
 * The router's answers before any route runs (a malformed or over-long path parameter): passed to
 * Fastify as `frameworkErrors`, so they share the error body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? httpErrors.uriTooLong : httpErrors.badUrl);
}

/** Errors Node's HTTP parser meets before Fastify has a request (oversized headers, garbage). */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const entry = error.code === 'HPE_HEADER_OVERFLOW' ? httpErrors.headersTooLarge : httpErrors.badRequest;
  const payload = JSON.stringify(body(entry.code, entry.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${entry.status} ${entry.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
};
