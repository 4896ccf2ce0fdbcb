import { deleteAccountNotice } from '@cho-dep/core/accounts/delete-account-notice';
import { AppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { countOrdersInTransit } from '../orders/orders-in-transit';
import { requireUser } from './current-user';
import { findUserById } from './user-records';
import { users } from './users.tables';

const statusSchema = dataSchema(
  z.object({
    requested: z.boolean(),
    requestedAt: z.string().datetime().nullable(),
    notice: z.object({
      kind: z.enum(['seller', 'ordersInTransit', 'buyer']),
      key: z.string().openapi({ example: 'auth.deleteAccount.notice.buyer' }),
      message: z.string().openapi({ description: "The notice in the request's language" }),
    }),
  }),
).openapi('DeleteAccountStatus');

const responses = {
  200: {
    description: 'Deletion status and the notice to show',
    content: { 'application/json': { schema: statusSchema } },
  },
  401: errorResponses[401],
} as const;

const getRoute = createRoute({
  method: 'get',
  path: '/community/v1/auth/request-delete-account',
  tags: ['Auth'],
  summary: 'Whether deletion was requested, and the notice for this account',
  responses,
});

const postRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/request-delete-account',
  tags: ['Auth'],
  summary: 'Request deletion of the account (repeating it keeps the first date)',
  responses,
});

async function status(c: Context<ApiEnv>, userId: string) {
  const ctx = c.get('app');
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const notice = deleteAccountNotice({
    isSeller: user.roles.includes('seller'),
    ordersInTransit: await countOrdersInTransit(ctx, userId),
  });
  return {
    data: {
      requested: user.deleteRequestedAt !== null,
      requestedAt: user.deleteRequestedAt?.toISOString() ?? null,
      notice: {
        kind: notice.kind,
        key: notice.key,
        message: translate(c.get('info').language, notice.key, notice.params),
      },
    },
  };
}

export function deleteAccountRoutes() {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await status(c, requireUser(c).userId), 200))
    .openapi(postRoute, async (c) => {
      const { userId } = requireUser(c);
      const ctx = c.get('app');
      await ctx.database.db
        .update(users)
        .set({ deleteRequestedAt: ctx.now(), updatedAt: ctx.now() })
        .where(and(eq(users.id, userId), isNull(users.deleteRequestedAt)));
      return c.json(await status(c, userId), 200);
    });
}
