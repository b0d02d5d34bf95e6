export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Headers;
}

type Responder = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch double that records each call and answers with real Response objects. */
export function fakeFetch(respond: Responder = () => jsonResponse({})) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init, headers: new Headers(init.headers) });
    return respond(url, init);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** Response.redirected and Response.url are read-only and unset on a constructed Response. */
export function asRedirectedTo(url: string, response: Response): Response {
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}
