/**
 * A stand-in for `fetch` in component tests (jsdom has none): answers by "METHOD /path", records every
 * call, and can hold an answer back to show loading states. Only for testing a page's own logic; the
 * whole-stack tests in e2e/ talk to the real API.
 */
export interface FakeAnswer {
  status: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function toResponse({ status, body, headers = {} }: FakeAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lowerCaseHeaders = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => lowerCaseHeaders.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

export interface FakeApi {
  calls: FakeRequest[];
  /** Replace or add the answer for "METHOD /path". */
  answer: (key: string, route: Route) => void;
  restore: () => void;
}

/** Installs the fake on globalThis.fetch; unknown routes answer 404 so a test notices a wrong URL. */
export function installFakeApi(routes: Record<string, Route>): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const request = { method, path, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(request);
    const route = table.get(`${method} ${path}`);
    const answer =
      route === undefined
        ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No fake for ${method} ${path}` } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    return toResponse(answer) as unknown as Response;
  }) as typeof fetch;
  return {
    calls,
    answer: (key, route) => table.set(key, route),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** An answer that waits until `release()` is called, for asserting loading states. */
export function heldAnswer(answer: FakeAnswer) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async () => {
      await released;
      return answer;
    },
    release: () => release(),
  };
}
