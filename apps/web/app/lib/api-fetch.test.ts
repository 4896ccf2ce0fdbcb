import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { call, client, multipart } from './api-fetch';

// Node has no page to resolve relative URLs against; the browser resolves them to its own origin.
const baseUrl = 'http://localhost';

function answer(status: number, body?: unknown) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed API client', () => {
  it('returns the answer and sends the cookie along, without a CSRF token on reads', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=t0k' });
    const sent = answer(200, { data: [] });
    const data = await call(client.GET('/api/v1/mobile/addresses', { baseUrl }));
    expect(data).toEqual({ data: [] });
    expect(sent[0]?.credentials).toBe('same-origin');
    expect(sent[0]?.headers.get('X-CSRF-Token')).toBeNull();
    expect(sent[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('echoes the CSRF token on writes and sends JSON bodies as JSON', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; __Host-csrf_token=t%2Fk' });
    const sent = answer(204);
    const data = await call(client.POST('/community/v1/auth/logout', { baseUrl }));
    expect(data).toBeUndefined();
    expect(sent[0]?.headers.get('X-CSRF-Token')).toBe('t/k');
    answer(200, { data: {} });
    const login = client.POST('/community/v1/auth/login', {
      baseUrl,
      body: { email: 'lan@example.vn', password: 'x' },
    });
    await login;
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    const sent = answer(200, { data: {} });
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await call(client.PUT('/community/v1/profile/update-avatar', { baseUrl, body: multipart(form) }));
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('throws a refusal as ApiError with the code, the message and the field errors', async () => {
    answer(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Kiểm tra lại',
        fields: [{ path: 'email', message: 'Sai' }],
      },
    });
    const failure = await call(
      client.POST('/community/v1/auth/login', { baseUrl, body: { email: '', password: '' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Kiểm tra lại' });
    expect((failure as ApiError).fieldMap()).toEqual({ email: 'Sai' });
  });

  it('throws a refusal without a JSON body as an internal error', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    await expect(call(client.GET('/api/v1/mobile/addresses', { baseUrl }))).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Error Occurred',
    });
  });
});
