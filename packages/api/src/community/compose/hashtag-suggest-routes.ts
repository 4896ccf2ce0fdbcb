import { LIMITS } from '@cho-dep/core/constants/limits';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { suggestHashtags } from './hashtag-suggestions';

const suggestRoute = createRoute({
  method: 'get',
  path: '/community/v1/hashtags/suggest',
  tags: ['Community posts'],
  summary: 'Hashtags in use that start with what was typed after # (accents ignored), most used first',
  request: {
    query: z.object({
      q: z.string().max(LIMITS.post.hashtagLengthMax).optional().default(''),
    }),
  },
  responses: {
    200: {
      description: 'Up to 8 hashtags with how many published posts carry each',
      content: {
        'application/json': {
          schema: dataSchema(
            z
              .object({ items: z.array(z.object({ tag: z.string(), postCount: z.number().int() })) })
              .openapi('HashtagSuggestions'),
          ),
        },
      },
    },
    400: errorResponses[400],
  },
});

/** The composer's hashtag suggestions (public: hashtags and their counts are public). */
export function hashtagSuggestRoutes() {
  return createRouter().openapi(suggestRoute, async (c) => {
    const app = c.get('app');
    const items = await suggestHashtags(app.database.db, c.req.valid('query').q, app.now());
    return c.json({ data: { items } }, 200);
  });
}
