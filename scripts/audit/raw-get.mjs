// A GET whose path is sent byte for byte (fetch would normalise dots, backslashes and %2e).
import http from 'node:http';
import { BASE } from './http-client.mjs';

export function rawGet(path, headers = {}, tally) {
  const { hostname, port } = new URL(BASE);
  if (tally) tally.requests++;
  return new Promise((resolve) => {
    const req = http.request({ hostname, port, path, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (tally) tally[`${Math.floor(res.statusCode / 100)}xx`]++;
        resolve({ status: res.statusCode, headers: res.headers });
      });
    });
    req.on('error', (error) => {
      if (tally) tally.failures++;
      resolve({ status: 0, headers: {}, error: String(error) });
    });
    req.end();
  });
}
