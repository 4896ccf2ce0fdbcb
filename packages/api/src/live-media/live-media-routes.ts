import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@cho-dep/core/errors/app-error';
import {
  cacheControlOf,
  contentTypeOf,
  fileKind,
  isClosedPlaylist,
  isLiveId,
  isRunId,
  isServableFileName,
  parseByteRange,
} from '@cho-dep/core/live-media/hls-files';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { liveFolder, mediaStateOf, REPLAY_FILE } from './media-folders';

const tags = ['Live video'];
const liveIdParam = z.string().openapi({ param: { name: 'liveId', in: 'path' }, description: 'The live' });

const mediaStateSchema = z
  .object({
    state: z.enum(['none', 'live', 'interrupted', 'ended']).openapi({
      description:
        '`none`: no video yet; `live`: playing now; `interrupted`: the publisher dropped and may come back within a minute (ask again); `ended`: the replay is ready',
    }),
    playlistUrl: z.string().nullable().openapi({ description: 'HLS playlist of the current run while live' }),
    replayUrl: z.string().nullable().openapi({ description: 'VOD playlist of the whole live once ended' }),
  })
  .openapi('LiveMediaState');

const stateRoute = createRoute({
  method: 'get',
  path: '/api/v1/live-media/{liveId}',
  tags,
  summary: 'What a viewer can play of a live: the live playlist now, or the replay',
  description:
    'Public, like the live itself. The player asks again when the state is `interrupted` or a live playlist closes (the publisher reconnected as a new run).',
  request: { params: z.object({ liveId: liveIdParam }) },
  responses: {
    200: {
      description: 'The state',
      content: { 'application/json': { schema: dataSchema(mediaStateSchema) } },
    },
    404: errorResponses[404],
  },
});

const fileAnswers = {
  200: {
    description:
      'The file. A live playlist is `no-store`; segments, the init section and closed playlists are `immutable` for a year.',
    content: {
      'application/vnd.apple.mpegurl': { schema: z.string() },
      'video/mp4': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
    },
  },
  206: {
    description: 'The asked byte range (Range: bytes=...)',
    content: { 'video/mp4': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
  },
  404: errorResponses[404],
  416: { description: 'The range starts past the end of the file' },
};

const runFileRoute = createRoute({
  method: 'get',
  path: '/live-media/{liveId}/{runId}/{file}',
  tags,
  summary: 'A playlist, init section or segment of one ingest run',
  request: {
    params: z.object({
      liveId: liveIdParam,
      runId: z.string().openapi({ param: { name: 'runId', in: 'path' } }),
      file: z.string().openapi({ param: { name: 'file', in: 'path' }, example: 'index.m3u8' }),
    }),
  },
  responses: fileAnswers,
});

const replayRoute = createRoute({
  method: 'get',
  path: '/live-media/{liveId}/replay.m3u8',
  tags,
  summary: "The replay: the whole live's segments as one VOD playlist",
  request: { params: z.object({ liveId: liveIdParam }) },
  responses: fileAnswers,
});

/**
 * Viewing side of the live video (decision 062): the state, then plain files any HTTP cache
 * can hold. Nothing here writes; publishing is only through the key-checked ingest.
 */
export function liveMediaRoutes() {
  const router = createRouter();
  router.openapi(stateRoute, async (c) => {
    const { liveId } = c.req.valid('param');
    if (!isLiveId(liveId)) throw new AppError('NOT_FOUND');
    return c.json({ data: await mediaStateOf(c.get('app'), liveId) }, 200);
  });
  router.openapi(replayRoute, (c) => {
    const { liveId } = c.req.valid('param');
    if (!isLiveId(liveId)) throw new AppError('NOT_FOUND');
    return serveFile(c, join(liveFolder(c.get('app'), liveId), REPLAY_FILE), REPLAY_FILE) as never;
  });
  router.openapi(runFileRoute, (c) => {
    const { liveId, runId, file } = c.req.valid('param');
    if (!isLiveId(liveId) || !isRunId(runId) || !isServableFileName(file)) throw new AppError('NOT_FOUND');
    return serveFile(c, join(liveFolder(c.get('app'), liveId), runId, file), file) as never;
  });
  return router;
}

async function serveFile(c: Context<ApiEnv>, path: string, name: string): Promise<Response> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) throw new AppError('NOT_FOUND');
  try {
    const { size } = await handle.stat();
    const kind = fileKind(name);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(kind),
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    };
    if (kind === 'playlist') {
      const text = (await handle.readFile()).toString('utf8');
      headers['Cache-Control'] = cacheControlOf(kind, isClosedPlaylist(text));
      return c.body(text, 200, headers);
    }
    headers['Cache-Control'] = cacheControlOf(kind, true);
    const range = parseByteRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    }
    const start = range?.start ?? 0;
    const length = range ? range.end - range.start + 1 : size;
    const bytes = new Uint8Array(length);
    await handle.read(bytes, 0, length, start);
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    return c.body(bytes, range ? 206 : 200, headers);
  } finally {
    await handle.close();
  }
}
