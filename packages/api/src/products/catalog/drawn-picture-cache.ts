import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The pictures drawn in code (catalog, categories, demo posts) are the same bytes every time
 * for the same recipe, and drawing them is most of the time a demo seed takes. With
 * DRAWN_PICTURES_CACHE naming a directory (the test suites set it; a server does not need it),
 * each picture is drawn once and read back afterwards, by a hash of everything that shapes its
 * bytes: the recipe's values, the drawing code itself, and sharp's and libvips' versions
 * (values the code reads from outside itself belong in the recipe).
 */
export async function drawnOnce(recipe: unknown, draw: () => Promise<Buffer>): Promise<Buffer> {
  const dir = process.env.DRAWN_PICTURES_CACHE;
  if (!dir) return draw();
  const hash = createHash('sha256')
    .update(JSON.stringify([recipe, draw.toString(), sharp.versions]))
    .digest('hex');
  const file = join(dir, `${hash}.bin`);
  try {
    return await readFile(file);
  } catch {
    const body = await draw();
    // Written aside and renamed: a reader never sees half a picture, even with two writers.
    const aside = `${file}.${randomUUID()}`;
    await mkdir(dir, { recursive: true })
      .then(() => writeFile(aside, body))
      .then(() => rename(aside, file))
      .catch(() => {}); // a cache that cannot be written only means drawing again next time
    return body;
  }
}
