import { apiErrorSchema } from '@oms/contracts';
import { ApiError } from './apiError';

/** Any contracts schema: the answer is checked against the same shape the server validates with. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

const unreachableMessage = 'The server could not be reached. Check your connection and try again.';

export async function apiFetch<T>(path: string, schema: ResponseSchema<T>, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  // A form with a file goes as multipart: the browser writes its Content-Type with the boundary.
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? null : isForm ? (request.body as FormData) : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: unreachableMessage });
  }

  const payload = await readJson(response);
  if (!response.ok) throw errorFromResponse(response, payload);

  try {
    return schema.parse(payload);
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'UNEXPECTED_RESPONSE',
      message: `The server answered ${path} with data this page does not understand.`,
    });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFromResponse(response: Response, payload: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, title, message, fields } = parsed.data.error;
    return new ApiError({ status: response.status, code, title, message, fields });
  }
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message:
      response.status >= 500
        ? `The server could not answer right now (${status}). Please try again in a moment.`
        : `The server refused the request (${status}).`,
  });
}
