import { BUSINESS_TYPES } from '@cho-dep/core/catalog/catalog-states';
import { SELLING_PLATFORMS } from '@cho-dep/core/shops/selling-platforms';
import { shopRegistrationStep1Schema } from '@cho-dep/core/shops/shop-registration-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../../accounts/current-user';
import type { ApiEnv } from '../../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../../http/responses';
import { uploadLimit, uploadMaxMb } from '../../http/upload-limits';
import { shopRegistrationViewSchema } from './shop-registration-view';

/** OpenAPI descriptions of the seller registration calls (handlers in shop-registration-routes.ts). */
const tags = ['Shop registration'];
const security = [{ bearerAuth: [] }];
const BASE = '/api/v1/shop-registration';

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
const err = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});
const image = (description: string) =>
  z
    .custom<File>((value) => value instanceof File, 'validation.shop.photoRequired')
    .openapi({ type: 'string', format: 'binary', description });
const viewAnswer = {
  description: "The caller's registration state after the call, in data",
  content: { 'application/json': { schema: dataSchema(shopRegistrationViewSchema) } },
};
const stepErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: err('IDENTITY_VERIFICATION_REQUIRED: phone, email and ID card first (fields name the missing parts)'),
  409: err(
    'SHOP_NAME_TAKEN (field name), SHOP_APPLICATION_LOCKED (pending or approved), SHOP_REGISTRATION_INCOMPLETE (step 1 missing)',
  ),
};

export const identityCardRoute = createRoute({
  method: 'post',
  path: '/community/v1/verify/identity-card',
  tags: ['Verification'],
  security,
  summary: 'Verify the ID card (product.md §7: POST verify/identity-card): number and both sides',
  description: `CMND (9 digits) or CCCD (12 digits, province code, century, birth year). Photos png, jpeg, gif or webp up to ${uploadMaxMb('image')} MB, stored privately.`,
  middleware: [signedIn, uploadLimit({ images: 2 })] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            idNumber: z.string().max(20),
            front: image('Front of the card'),
            back: image('Back of the card'),
          }),
        },
      },
    },
  },
  responses: {
    200: viewAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    413: err('File too large'),
    415: err('Not a supported photo'),
  },
});

export const getRegistrationRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  security,
  summary: "The caller's verification state, shop application and screen to show",
  middleware: [signedIn] as const,
  responses: { 200: viewAnswer, 401: errorResponses[401] },
});

export const step1Route = createRoute({
  method: 'put',
  path: `${BASE}/step-1`,
  tags,
  security,
  summary: 'Save step 1 (shop name, registered business, top-level category, address); creates the shop',
  middleware: [signedIn] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: shopRegistrationStep1Schema } } },
  },
  responses: { 200: viewAnswer, ...stepErrors },
});

/** Documented shape; the handler parses with core's schema, which needs step 1's answer. */
const step2Body = z.object({
  ownerFullName: z.string(),
  idNumber: z.string(),
  idFrontKey: z.string(),
  idBackKey: z.string(),
  taxCode: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  bankBranch: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  licenceKey: z.string().nullable().optional(),
  platforms: z.array(z.enum(SELLING_PLATFORMS)),
  platformLink: z.string().nullable().optional(),
  description: z.string(),
});

export const step2Route = createRoute({
  method: 'put',
  path: `${BASE}/step-2`,
  tags,
  security,
  summary: 'Save step 2 and submit: the shop goes to pending, the admin replies within 48 working hours',
  description:
    'Document keys come from POST documents or the ID card verification. The licence is required from an enterprise or a registered business; the shop link unless platforms is ["none"]. A rejected application is corrected and submitted again here.',
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { 'application/json': { schema: step2Body } } } },
  responses: { 200: viewAnswer, ...stepErrors },
});

export const uploadDocumentRoute = createRoute({
  method: 'post',
  path: `${BASE}/documents`,
  tags,
  security,
  summary: 'Upload a private document photo (business licence, ID card side): answers its key',
  middleware: [signedIn, uploadLimit({ images: 1 })] as const,
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ file: image('The photo') }) } },
    },
  },
  responses: {
    200: {
      description: 'The stored document: send its key in step 2',
      content: { 'application/json': { schema: dataSchema(z.object({ key: z.string(), url: z.string() })) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    413: err('File too large'),
    415: err('Not a supported photo'),
  },
});
