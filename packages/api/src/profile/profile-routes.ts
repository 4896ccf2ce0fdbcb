import { AppError } from '@cho-dep/core/errors/app-error';
import { bodyMeasurementsUpdateSchema, profileUpdateSchema } from '@cho-dep/core/profile/profile-schemas';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { uploadLimit } from '../http/upload-limits';
import { replaceAvatar } from './avatar-service';
import { checkProfileUpdate, getProfile, updateBodyMeasurements, updateProfile } from './profile-service';
import { profileViewSchema } from './profile-view';

const BASE = '/community/v1/profile';
const tags = ['Profile'];
const security = [{ bearerAuth: [] }];

/** Login is checked before the body: a guest learns nothing about the input rules. */
const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const profileAnswer = {
  description: 'The profile',
  content: { 'application/json': { schema: dataSchema(profileViewSchema) } },
};

function meRoute(path: string, hide: boolean) {
  return createRoute({
    method: 'get',
    path,
    hide,
    tags,
    security,
    summary: 'My profile',
    middleware: [signedIn] as const,
    responses: { 200: profileAnswer, 401: errorResponses[401] },
  });
}

const updateProfileRoute = createRoute({
  method: 'put',
  path: `${BASE}/update-profile`,
  tags,
  security,
  summary: 'Update name, birth date, gender, ID number (CMND/CCCD), tax code and bank details',
  middleware: [signedIn] as const,
  request: { body: { content: { 'application/json': { schema: profileUpdateSchema } }, required: true } },
  responses: { 200: profileAnswer, 400: errorResponses[400], 401: errorResponses[401] },
});

const fileError = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const updateAvatarRoute = createRoute({
  method: 'put',
  path: `${BASE}/update-avatar`,
  tags,
  security,
  summary: 'Upload an avatar (png, jpeg, gif or webp, at most 5 MB); stored as WebP 256 and 512 px',
  middleware: [signedIn, uploadLimit({ images: 1 })] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            avatar: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The profile with its new avatar (the 256 px rendition; the 512 px one sits beside it)',
      content: { 'application/json': { schema: dataSchema(profileViewSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    413: fileError('File too large'),
    415: fileError('Not a png, jpeg, gif or webp image'),
  },
});

const bodyMeasurementsRoute = createRoute({
  method: 'put',
  path: `${BASE}/body-measurements/update`,
  tags,
  security,
  summary: 'Update body measurements (cm, kg); null removes a value, an absent one is kept',
  middleware: [signedIn] as const,
  request: {
    body: { content: { 'application/json': { schema: bodyMeasurementsUpdateSchema } }, required: true },
  },
  responses: {
    200: { ...profileAnswer, description: 'The profile with the measurements now stored' },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

/**
 * The route schema cannot know today's date, so a body it refuses is checked again with every
 * rule: a form learns about all its wrong fields (a future birth date included) in one answer.
 */
async function refuseWithEveryField(c: Context<ApiEnv>, target: string, error: z.ZodError): Promise<never> {
  if (target === 'json') await checkProfileUpdate(c.get('app'), requireUser(c).userId, await c.req.json());
  throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(error) });
}

export function profileRoutes() {
  const router = createRouter();
  // product.md names profile/me/ with the slash; clients without it are served too.
  for (const route of [meRoute(`${BASE}/me/`, false), meRoute(`${BASE}/me`, true)]) {
    router.openapi(route, async (c) =>
      c.json({ data: await getProfile(c.get('app'), requireUser(c).userId) }, 200),
    );
  }
  router.openapi(
    updateProfileRoute,
    async (c) => {
      const view = await updateProfile(c.get('app'), requireUser(c).userId, c.req.valid('json'));
      return c.json({ data: view }, 200);
    },
    (result, c) => {
      if (result.success) return undefined;
      return refuseWithEveryField(c, result.target, result.error);
    },
  );
  router.openapi(updateAvatarRoute, async (c) => {
    const { userId } = requireUser(c);
    await replaceAvatar(c.get('app'), userId, c.req.valid('form').avatar);
    return c.json({ data: await getProfile(c.get('app'), userId) }, 200);
  });
  router.openapi(bodyMeasurementsRoute, async (c) => {
    const view = await updateBodyMeasurements(c.get('app'), requireUser(c).userId, c.req.valid('json'));
    return c.json({ data: view }, 200);
  });
  return router;
}
