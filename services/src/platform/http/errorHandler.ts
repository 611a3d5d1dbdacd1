import type { ApiError } from '@oms/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../commands/domainError';

function body(
  code: string,
  message: string,
  extra: { title?: string; fields?: Record<string, string> } = {},
): ApiError {
  return { error: { code, message, ...extra } };
}

function fieldName(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
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
      return reply.code(400).send(body('VALIDATION_ERROR', 'Some fields are not valid', { fields }));
    }
    if (error instanceof DomainError) {
      return reply.code(error.status).send(
        body(error.code, error.message, {
          ...(error.options.title ? { title: error.options.title } : {}),
          ...(error.options.fields ? { fields: error.options.fields } : {}),
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('INTERNAL_ERROR', 'Something went wrong. Please try again.'));
  });
}
