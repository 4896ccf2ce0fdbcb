// After `react-router build`: writes a Brotli (.br) and a gzip (.gz) copy next to each
// hashed script and stylesheet, at the highest levels (they are compressed once, served
// many times). The server's static handler sends the smallest one the browser accepts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = join(process.env.BUILD_DIR ?? 'build', 'client', 'assets');
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const body = readFileSync(join(dir, name));
  writeFileSync(
    join(dir, `${name}.br`),
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} assets in ${dir}`);
