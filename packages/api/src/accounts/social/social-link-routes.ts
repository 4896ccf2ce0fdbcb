import { PROVIDER_SLUGS } from '@cho-dep/core/accounts/social/social-providers';
import { confirmSocialLinkSchema } from '@cho-dep/core/accounts/social/social-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { jsonBody } from '../auth-schemas';
import { knownDevice } from '../device-cookie';
import { checkPassword } from '../password-login';
import { startLogin } from '../start-login';
import { findUserById } from '../user-records';
import { userViewSchema } from '../user-view';
import { completeLink, pendingLink } from './social-accounts';

/**
 * The link confirmation (product rule: never link on an e-mail alone): the owner of the
 * account whose verified e-mail a provider vouched for types their password once; a wrong one
 * is refused and counted like a failed login, the right one links and signs in.
 */

const pendingSchema = dataSchema(
  z.object({
    provider: z.enum(['google', 'facebook', 'zalo-v2', 'apple']),
    email: z.string(),
    displayName: z.string().nullable(),
    expiresAt: z.string(),
  }),
).openapi('PendingSocialLink');

const showRoute = createRoute({
  method: 'get',
  path: '/community/v1/auth/social/link',
  tags: ['Auth'],
  summary: 'A pending social link: which provider wants to join which account',
  request: { query: z.object({ token: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The pending link', content: { 'application/json': { schema: pendingSchema } } },
    400: { ...errorResponses[400], description: 'SOCIAL_LINK_EXPIRED (unknown, used or expired)' },
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/social/link',
  tags: ['Auth'],
  summary: "Confirm a social link with the existing account's password: links the identity and signs in",
  request: { body: jsonBody(confirmSocialLinkSchema) },
  responses: {
    200: {
      description: 'Linked and signed in; the session cookie is set',
      content: {
        'application/json': {
          schema: dataSchema(z.object({ token: z.string(), user: userViewSchema, returnTo: z.string() })),
        },
      },
    },
    400: { ...errorResponses[400], description: 'Invalid fields or SOCIAL_LINK_EXPIRED' },
    401: { ...errorResponses[401], description: 'INVALID_CREDENTIALS (wrong password)' },
    409: { ...errorResponses[409], description: 'SOCIAL_IDENTITY_TAKEN' },
    429: errorResponses[429],
  },
});

export function socialLinkRoutes() {
  return createRouter()
    .openapi(showRoute, async (c) => {
      const row = await pendingLink(c.get('app'), c.req.valid('query').token);
      return c.json(
        {
          data: {
            provider: PROVIDER_SLUGS[row.provider] as 'google' | 'facebook' | 'zalo-v2' | 'apple',
            email: row.email,
            displayName: row.displayName,
            expiresAt: row.expiresAt.toISOString(),
          },
        },
        200,
      );
    })
    .openapi(confirmRoute, async (c) => {
      const ctx = c.get('app');
      const { token, password } = c.req.valid('json');
      const row = await pendingLink(ctx, token);
      const user = await findUserById(ctx.database.db, row.userId);
      // Guessing the password here is a login by another door: the same budgets apply.
      const ok = await checkPassword(ctx, user, password, {
        account: row.email,
        ip: c.get('info').ip,
        knownDevice: user ? knownDevice(c, user.id) : undefined,
      });
      if (!user || !ok) {
        throw new AppError('INVALID_CREDENTIALS', {
          fields: [{ path: 'password', message: 'validation.account.wrongPassword' }],
        });
      }
      const linked = await completeLink(ctx, token);
      const session = await startLogin(c, linked.user);
      return c.json({ data: { ...session, returnTo: linked.returnTo } }, 200);
    });
}
