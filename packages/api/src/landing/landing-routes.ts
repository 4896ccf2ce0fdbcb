import { contactMessageSchema } from '@cho-dep/core/landing/contact-message-schema';
import { createRoute, z } from '@hono/zod-openapi';
import { dataAnswer } from '../admin/admin-route-kit';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { appStoreLinks, appStoreLinksSchema } from './app-store-links';
import { sendContactMessage } from './contact-messages';

const tags = ['Landing'];

const contactRoute = createRoute({
  method: 'post',
  path: '/api/v1/public/contact-messages',
  tags,
  summary: 'The landing page contact form (/gioi-thieu); lands in the admin inbox',
  description:
    'name, email, phone, website and message all required; phone digits only, at most 11; email and website valid (a bare domain is read as https). Counted per IP and device (RATE_LIMITED).',
  request: { body: { required: true, content: { 'application/json': { schema: contactMessageSchema } } } },
  responses: {
    201: dataAnswer('Received', z.object({ id: z.string() })),
    400: errorResponses[400],
    429: { ...errorResponses[429], description: 'RATE_LIMITED, with Retry-After' },
  },
});

const appLinksRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/app-links',
  tags,
  summary: 'The app store links of /download (APP_STORE_URL, PLAY_STORE_URL)',
  responses: { 200: dataAnswer('The links', appStoreLinksSchema) },
});

/** The landing page's contact form and the app download links. */
export function landingRoutes() {
  return createRouter()
    .openapi(contactRoute, async (c) => {
      return c.json(
        { data: await sendContactMessage(c.get('app'), c.get('info'), c.req.valid('json')) },
        201,
      );
    })
    .openapi(appLinksRoute, (c) => c.json({ data: appStoreLinks(c.get('app').config) }, 200));
}
