import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { endpointKey, pathOf, type AnyEndpoint, type EndpointData, type EndpointInput } from '@crossbill/contracts/endpoint';
import { apiPathFamily } from '@crossbill/contracts/merchant';
import { request, type RequestOptions } from './api-client';
import { loginData } from './session-state';
import { uploadFile } from './upload-file';
import { downloadFile, type DownloadOptions } from './download';

/**
 * The typed client of the endpoint objects (packages/contracts endpoint.ts): the path, the family,
 * the method and the types all come from the endpoint, so a page never writes a path or a response
 * type. Everything else (codes, toasts, redirects) is the API client's.
 */

export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body' | 'family'> & {
  /** required by idempotent endpoints: one key per operator intent (a form instance), reused on retry */
  idempotencyKey?: string;
};

/** Endpoints without any input take no input argument. */
type NoInput<E extends AnyEndpoint> = [NonNullable<E['query']> | NonNullable<E['body']> | NonNullable<E['params']>] extends [never] ? true : false;
type InputArg<E extends AnyEndpoint> = NoInput<E> extends true ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The family prefix this session reads the endpoint under: only one the endpoint is served under. */
function familyOf(e: AnyEndpoint): boolean {
  if (!e.families?.length) return false;
  const prefix = apiPathFamily(loginData()?.merchantType);
  return prefix !== '' && (e.families as readonly string[]).includes(prefix);
}

export function call<E extends AnyEndpoint>(e: E, ...args: [...InputArg<E>, CallOptions?]): Promise<EndpointData<E>> {
  const input = (args[0] ?? {}) as { query?: Record<string, unknown>; body?: unknown; params?: Record<string, unknown> };
  const opts = (args[1] ?? {}) as CallOptions;
  const { idempotencyKey, ...rest } = opts;
  if (e.idempotent && !idempotencyKey) throw new Error(`${e.path}: an idempotent endpoint needs an idempotency key`);
  return request<EndpointData<E>>(pathOf(e, input.params), {
    ...rest,
    method: e.method === 'GET' ? 'GET' : 'POST',
    query: input.query as RequestOptions['query'],
    body: e.method === 'GET' ? undefined : (input.body ?? undefined),
    family: familyOf(e),
    headers: { ...rest.headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
  });
}

/** The query key of an endpoint's answer ([domain, path, input]); `[domain]` refreshes a whole domain. */
export const keyOf = (e: AnyEndpoint, input?: unknown): QueryKey => endpointKey(e, input);

/** TanStack Query options for a GET endpoint: key and fetcher from the endpoint, the rest from `extra`. */
export function endpointQuery<E extends AnyEndpoint>(e: E, input: EndpointInput<E> | undefined, extra: CallOptions = {}) {
  return queryOptions({
    queryKey: keyOf(e, input),
    queryFn: ({ signal }) => (call as (e: E, i: unknown, o: CallOptions) => Promise<EndpointData<E>>)(e, input ?? {}, { ...extra, signal }),
  });
}

/**
 * A multipart upload to an endpoint (field `file`, or one part per name; plus the endpoint's declared query and text fields), read like any
 * call: the path and the family come from the endpoint, the answer's type from its response schema.
 */
export function uploadTo<E extends AnyEndpoint>(
  e: E,
  file: File | Record<string, File>,
  input: { query?: Record<string, unknown>; params?: Record<string, unknown>; fields?: Record<string, string> } = {},
): Promise<EndpointData<E>> {
  return uploadFile<EndpointData<E>>(pathOf(e, input.params), file, {
    query: input.query as RequestOptions['query'],
    family: familyOf(e),
    fields: input.fields,
  });
}

/**
 * A file answered by an endpoint (exports, templates, attachments), saved under the server's file
 * name with the download helper's messages. Resolves true when a file was saved.
 */
export function downloadFrom<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E> | Record<string, never> = {},
  opts: Pick<DownloadOptions, 'fallbackName'> = {},
): Promise<boolean> {
  const i = input as { query?: RequestOptions['query']; params?: Record<string, unknown> };
  return downloadFile(pathOf(e, i.params), { method: e.method === 'GET' ? 'GET' : 'POST', query: i.query, family: familyOf(e), ...opts });
}
