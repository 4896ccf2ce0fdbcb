import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorBodySchema, errorResponses } from './responses';
import { uploadLimit } from './upload-limits';

/** The 403 of every seller-centre route: signed in, but the caller has no approved shop. */
export const sellerForbidden = {
  description: 'Signed in without an approved shop',
  content: { 'application/json': { schema: errorBodySchema } },
};

/**
 * The answers of a seller-centre resource read by its id: 403 without a shop, 404 for an id
 * not in the caller's shop, the resource after the call, and the id parameter.
 */
export function sellerResourceAnswers<Detail extends z.ZodType>(noun: string, detailSchema: Detail) {
  const notFound = {
    description: `No such ${noun} in the caller's shop (another shop's ${noun} included)`,
    content: { 'application/json': { schema: errorBodySchema } },
  };
  const detailAnswer = {
    description: `The ${noun} after the call, in data`,
    content: { 'application/json': { schema: dataSchema(detailSchema) } },
  };
  const idParams = z.object({ id: z.uuid().openapi({ description: `The ${noun} id` }) });
  return { forbidden: sellerForbidden, notFound, detailAnswer, idParams };
}

/**
 * The route specs every seller-centre resource with phases repeats (banners, promotion
 * programs; vouchers may adopt it): the shared answers, the id parameter and the list,
 * detail, end-early and delete routes, plus the picture upload of a seller form. Each module
 * keeps its own create and update routes (their rules differ) and its handlers.
 */
export function sellerResourceRoutes<Detail extends z.ZodType, List extends z.ZodType>(spec: {
  /** e.g. '/api/v1/seller/banners' */
  base: string;
  tag: string;
  /** 'banner', 'program': used in the descriptions. */
  noun: string;
  detailSchema: Detail;
  listSchema: List;
  /** Why an action is refused for the phase the resource is in (the 409 answer). */
  conflictDescription: string;
  summaries: { list: string; detail: string; end: string; delete: string };
  /** Whether delete may answer 409 (programs: not while running). */
  deleteConflicts?: boolean;
}) {
  const { base, tag, noun } = spec;
  const { forbidden, notFound, detailAnswer, idParams } = sellerResourceAnswers(noun, spec.detailSchema);
  const conflict = {
    description: spec.conflictDescription,
    content: { 'application/json': { schema: errorBodySchema } },
  };

  /** The list of one tab; `query` names the module's own filters (tab, type, page). */
  const listRoute = <Query extends z.ZodObject>(query: Query) =>
    createRoute({
      method: 'get',
      path: base,
      tags: [tag],
      summary: spec.summaries.list,
      request: { query },
      responses: {
        200: {
          description: 'The page in data.data, counts per tab in data.counts',
          content: { 'application/json': { schema: dataSchema(spec.listSchema) } },
        },
        400: errorResponses[400],
        401: errorResponses[401],
        403: forbidden,
      },
    });

  const detailRoute = createRoute({
    method: 'get',
    path: `${base}/{id}`,
    tags: [tag],
    summary: spec.summaries.detail,
    request: { params: idParams },
    responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound },
  });

  const endRoute = createRoute({
    method: 'post',
    path: `${base}/{id}/end`,
    tags: [tag],
    summary: spec.summaries.end,
    request: { params: idParams },
    responses: { 200: detailAnswer, 401: errorResponses[401], 403: forbidden, 404: notFound, 409: conflict },
  });

  const deleteRoute = createRoute({
    method: 'delete',
    path: `${base}/{id}`,
    tags: [tag],
    summary: spec.summaries.delete,
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      401: errorResponses[401],
      403: forbidden,
      404: notFound,
      ...(spec.deleteConflicts ? { 409: conflict } : {}),
    },
  });

  /**
   * A picture of the seller form, sent as multipart field `field` to `${base}/${path}`; one
   * picture within the upload limit (upload-limits.ts: 413 FILE_TOO_LARGE above it).
   */
  const uploadRoute = <Field extends string>(path: string, field: Field, summary: string) =>
    createRoute({
      method: 'post',
      path: `${base}/${path}`,
      tags: [tag],
      summary,
      middleware: [uploadLimit({ images: 1 })] as const,
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z.object({
                [field]: z
                  .custom<File>((value) => value instanceof File, 'validation.required')
                  .openapi({ type: 'string', format: 'binary' }),
              } as unknown as Record<Field, z.ZodCustom<File, File>>),
            },
          },
        },
      },
      responses: {
        201: {
          description: `The stored picture: its key for the ${noun} and a preview URL`,
          content: { 'application/json': { schema: dataSchema(pictureUploadSchema) } },
        },
        400: errorResponses[400],
        401: errorResponses[401],
        403: forbidden,
        413: { description: 'File too large', content: { 'application/json': { schema: errorBodySchema } } },
        415: {
          description: 'Not a png, jpeg, gif or webp image',
          content: { 'application/json': { schema: errorBodySchema } },
        },
      },
    });

  return {
    forbidden,
    notFound,
    conflict,
    detailAnswer,
    idParams,
    listRoute,
    detailRoute,
    endRoute,
    deleteRoute,
    uploadRoute,
  };
}

/** What a picture upload answers: the key the form sends back, and a preview URL. */
export const pictureUploadSchema = z
  .object({ key: z.string().openapi({ description: 'Send as imageKey / coverKey' }), url: z.string() })
  .openapi('SellerPictureUpload');
