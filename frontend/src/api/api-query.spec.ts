/** @jest-environment node */
import { type ApiRequest, apiQuery, joinUrlSegments } from './api-query';

const call = (request: ApiRequest) =>
  apiQuery(request, { signal: new AbortController().signal } as never, {}) as Promise<{ data?: unknown; error?: unknown }>;

function respond(status: number, body: string, init: ResponseInit = {}): void {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(status === 204 ? null : body, { status, ...init }));
}

describe('apiQuery', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('joins URL segments with slashes, encoding each value segment', () => {
    expect(joinUrlSegments(['/api', 'blog-posts', 'a b/c'])).toBe('/api/blog-posts/a%20b%2Fc');
    expect(joinUrlSegments(['api', 'interest'])).toBe('/api/interest');
    expect(joinUrlSegments('/api/health')).toBe('/api/health');
  });

  it('sends reads as GET with cookies and parses JSON', async () => {
    respond(200, '[{"id":"a"}]');
    await expect(call({ url: ['/api', 'blog-posts'] })).resolves.toEqual({ data: [{ id: 'a' }], meta: { headers: {} } });
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/blog-posts', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('hands back the response headers a call asks for (paging), null for absent ones', async () => {
    respond(200, '[]', { headers: { 'X-Total-Count': '120', Link: '</api/interest?cursor=abc>; rel="next"' } });
    await expect(call({ url: '/api/interest', readHeaders: ['X-Total-Count', 'Link', 'X-Missing'] })).resolves.toEqual({
      data: [],
      meta: { headers: { 'X-Total-Count': '120', Link: '</api/interest?cursor=abc>; rel="next"', 'X-Missing': null } },
    });
  });

  it('sends writes as JSON with a JSON content type and cookies', async () => {
    respond(201, '{"id":"1","createdAt":"2025-01-01T00:00:00.000Z"}');
    await call({ url: '/api/interest', method: 'POST', body: { name: 'Ana' } });
    const [, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Ana"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns a non-OK answer into "status: body"', async () => {
    respond(500, 'database on fire', { statusText: 'Internal Server Error' });
    await expect(call({ url: '/api/blog-posts' })).resolves.toEqual({ error: { status: 500, message: '500: database on fire' } });
  });

  it('uses the status text when the body is empty', async () => {
    respond(404, '', { statusText: 'Not Found' });
    await expect(call({ url: '/api/blog-posts/x' })).resolves.toEqual({ error: { status: 404, message: '404: Not Found' } });
  });

  it('keeps the structured API error and Retry-After', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' };
    respond(429, JSON.stringify(body), { headers: { 'Retry-After': '120' } });
    const result = await call({ url: '/api/interest', method: 'POST', body: {} });
    expect(result.error).toEqual({ status: 429, message: `429: ${JSON.stringify(body)}`, body, retryAfterSeconds: 120 });
  });

  it('returns nothing for a 401 on a read when asked to, reading the body so the request completes', async () => {
    const response = new Response('{"statusCode":401}', { status: 401 });
    globalThis.fetch = jest.fn().mockResolvedValue(response);
    await expect(call({ url: '/api/interest', on401: 'returnNull' })).resolves.toEqual({ data: null });
    expect(response.bodyUsed).toBe(true);
  });

  it('raises a 401 on a read by default', async () => {
    respond(401, 'no');
    await expect(call({ url: '/api/interest' })).resolves.toMatchObject({ error: { status: 401, message: '401: no' } });
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call({ url: '/api/blog-posts' })).resolves.toEqual({ error: { status: 0, message: '0: Failed to fetch' } });
  });
});
