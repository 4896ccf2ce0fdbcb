import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * A local reverse proxy that compresses text answers (HTML, JS, CSS, JSON, SVG) with brotli or
 * gzip as the browser asks, the way a CDN or nginx in front of the app would. Lighthouse
 * through it shows what the pages score once responses are compressed, without changing the
 * server. Quality 5 brotli / level 6 gzip: the on-the-fly settings such front ends use.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

export async function startCompressingProxy(
  target: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding = !COMPRESSIBLE.test(type)
          ? null
          : /\bbr\b/.test(accepts)
            ? 'br'
            : /\bgzip\b/.test(accepts)
              ? 'gzip'
              : null;
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': encoding, vary: 'accept-encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        const compress =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        answer.pipe(compress).pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
