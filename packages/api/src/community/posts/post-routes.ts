import { postInputSchema, postUpdateSchema } from '@cho-dep/core/community/post-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { uploadLimit } from '../../http/upload-limits';
import { uploadPostMedia } from './post-media';
import { openGraphOf, openGraphSchema } from './post-open-graph';
import { hydratePosts, postViewSchema } from './post-view';
import { createPost, deletePost, updatePost } from './write-post';

const BASE = '/community/v1/posts';
const tags = ['Community posts'];
const security = [{ bearerAuth: [] }];

/** Login is checked before the body: a guest learns nothing about the input rules. */
const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const idParam = z.object({ id: z.uuid().openapi({ description: 'Post id' }) });
const postAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: dataSchema(postViewSchema) } },
});

const mediaRoute = createRoute({
  method: 'post',
  path: `${BASE}/media`,
  tags,
  security,
  summary:
    'Upload a post picture (png, jpeg, gif or webp; stored as WebP 1080 and 540 px) or video (mp4, mov or webm, shorter than LIMITS.post.videoMaxSeconds)',
  description:
    "Files are recognised by their content, never by name or declared type. Send the key back in imageKeys or videoKey. A video's length is read from its container (VIDEO_TOO_LONG); its poster frame is taken when the server has ffmpeg (posterUrl null otherwise).",
  middleware: [signedIn, uploadLimit({ images: 1, videos: 1 })] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The stored medium',
      content: {
        'application/json': {
          schema: dataSchema(
            z
              .object({
                kind: z.enum(['image', 'video']),
                key: z.string(),
                previewUrl: z.string(),
                posterUrl: z.string().nullable().optional(),
                seconds: z.number().optional(),
              })
              .openapi('CommunityPostMedia'),
          ),
        },
      },
    },
    400: refused('Video too long, or unreadable'),
    401: errorResponses[401],
    413: refused('File too large'),
    415: refused('Not a supported picture or video'),
  },
});

const createPostRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  security,
  summary: 'Publish a post: up to 300 characters, 5 pictures or one video, product tags, mentions',
  description:
    'Offensive text is CONTENT_INAPPROPRIATE (and logged for moderators). Media must be my own uploads (POST_MEDIA_INVALID). Tags point at products on sale (POST_TAG_INVALID); asShop needs an approved shop of mine (POST_AS_SHOP_NOT_ALLOWED); shareMeasurements needs height and weight in my body measurements (POST_MEASUREMENTS_MISSING). Hashtags are read from the text.',
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { 'application/json': { schema: postInputSchema } } } },
  responses: {
    201: postAnswer('The published post'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: refused('Not the owner of an approved shop'),
  },
});

const getPostRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  summary: 'One post (its author also sees it when removed, with the reason)',
  request: { params: idParam },
  responses: { 200: postAnswer('The post'), 404: errorResponses[404] },
});

const openGraphRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}/open-graph`,
  tags,
  summary: 'What a shared link to /post/{id} previews with (Zalo, Facebook): text, picture, author',
  request: { params: idParam },
  responses: {
    200: {
      description: 'Open Graph facts of a published post',
      content: { 'application/json': { schema: dataSchema(openGraphSchema) } },
    },
    404: errorResponses[404],
  },
});

const updatePostRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: 'Edit my post (the whole post is replaced; at most one picture swapped per edit)',
  description:
    "Another member's post, or a removed one, is 404. Swapping more pictures than LIMITS.post.imageReplacementsMax is POST_IMAGE_REPLACEMENTS_EXCEEDED; adding or removing pictures alone is not a replacement.",
  middleware: [signedIn] as const,
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: postUpdateSchema } } },
  },
  responses: {
    200: postAnswer('The edited post'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: refused('Too many pictures replaced'),
  },
});

const deletePostRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: "Delete my post (another member's: 404)",
  middleware: [signedIn] as const,
  request: { params: idParam },
  responses: {
    200: {
      description: 'Deleted',
      content: { 'application/json': { schema: dataSchema(z.object({ id: z.string() })) } },
    },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

async function onePost(c: Context<ApiEnv>, id: string) {
  const app = c.get('app');
  const [post] = await hydratePosts(app.database.db, c.get('user')?.userId ?? null, [id], (key) =>
    app.storage.urlOf(key),
  );
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

export function postRoutes() {
  return createRouter()
    .openapi(mediaRoute, async (c) => {
      const media = await uploadPostMedia(c.get('app'), requireUser(c).userId, c.req.valid('form').file);
      return c.json({ data: media }, 200);
    })
    .openapi(createPostRoute, async (c) => {
      const id = await createPost(c.get('app'), requireUser(c).userId, c.req.valid('json'));
      return c.json({ data: await onePost(c, id) }, 201);
    })
    .openapi(getPostRoute, async (c) => c.json({ data: await onePost(c, c.req.valid('param').id) }, 200))
    .openapi(openGraphRoute, async (c) => {
      const post = await onePost(c, c.req.valid('param').id);
      if (post.status !== 'published') throw new AppError('NOT_FOUND');
      return c.json({ data: openGraphOf(post) }, 200);
    })
    .openapi(updatePostRoute, async (c) => {
      const { id } = c.req.valid('param');
      await updatePost(c.get('app'), requireUser(c).userId, id, c.req.valid('json'));
      return c.json({ data: await onePost(c, id) }, 200);
    })
    .openapi(deletePostRoute, async (c) => {
      const { id } = c.req.valid('param');
      await deletePost(c.get('app'), requireUser(c).userId, id);
      return c.json({ data: { id } }, 200);
    });
}
