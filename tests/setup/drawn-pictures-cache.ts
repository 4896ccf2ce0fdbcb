import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the pictures the demo seed draws are kept between seeds (drawn-picture-cache.ts): the
 * seed tests, the browser suite's server and the next run draw the same pictures, so only the
 * first draws them. Outside the checkout, so a fresh clone on the same machine finds them too.
 * vitest.config.ts names the same directory for the API tests.
 */
export const DRAWN_PICTURES_CACHE = join(tmpdir(), 'cho-dep-drawn-pictures');
