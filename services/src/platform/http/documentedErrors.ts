import { apiErrorSchema } from '@oms/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Statuses only this route gives (503 while the workflow engine is away), for the OpenAPI document. */
    alsoAnswers?: readonly ErrorStatus[];
  }
}

const errorDescriptions = {
  400: 'Bad request: a malformed address, body or parameter, or a field the spec refuses (`fields` names them)',
  401: 'Not signed in',
  402: 'The payment provider refused the card (its message is the one to show)',
  403: 'Signed in, but this account may not do this; or a request from another site; or an invalid signed link',
  404: 'No such resource',
  409: 'Conflicts with the current state (already placed, already listed, changed meanwhile)',
  413: 'The body or file is too large',
  414: 'A path parameter is too long',
  410: 'The signed link has expired',
  415: 'Unsupported content type',
  422: 'Understood but refused by a rule (a limit, a minimum, a request key used for another request)',
  429: 'Too many requests or attempts: try again later',
  503: 'An engine this action needs is starting or unavailable',
} as const;
export type ErrorStatus = keyof typeof errorDescriptions;

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every error status a route can give, from what it declares: access, method, parameters, limits. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): ErrorStatus[] {
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const writing = methods.some((method) => writes.has(method));
  const hasParams = route.url.includes(':');
  const isPublic = route.config?.access === 'public';
  const statuses = new Set<ErrorStatus>([400]);
  if (!isPublic) statuses.add(401);
  if (!isPublic || writing || hasParams) statuses.add(403);
  if (hasParams || writing) statuses.add(404);
  if (hasParams) statuses.add(414);
  if (writing) for (const status of [409, 413, 415, 422] as const) statuses.add(status);
  if (route.config && 'rateLimit' in route.config) statuses.add(429);
  for (const status of route.config?.alsoAnswers ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const errorBody = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' });

/** The zod transform, then the error answers, so generated clients and fuzzers see every status. */
export const transformWithErrors: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as { response?: Record<string, unknown> };
  const response = { ...(schema.response ?? {}) };
  for (const status of errorStatusesOf(input.route)) {
    response[status] ??= { description: errorDescriptions[status], ...errorBody };
  }
  return { ...transformed, schema: { ...transformed.schema, response } };
};
