export interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

/** Calls the test app's API as `headers` and reads the JSON answer. */
export function apiCaller(app: {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}) {
  return async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };
}
