import type { Api } from '../app/create-api';

/** A JSON POST to the API as a client sends it, with the answer's status and parsed body. */
export async function postJson<T>(api: Api, headers: Record<string, string>, path: string, body: unknown) {
  const res = await api.request(path, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: T; error?: { code: string; message: string } },
  };
}
