// The web app's types for our API, generated from the API's OpenAPI document: every answer
// the web reads is typed by the zod schema the route declares, so renaming a field in an
// answer breaks the build of every page that reads it.
import openapiTS, { astToString } from 'openapi-typescript';

export const API_TYPES_FILE = 'apps/web/app/lib/api-schema.gen.ts';

const HEADER = `/**
 * Generated from the API's OpenAPI document by scripts/generate-api-types.mjs (run by
 * \`npm run typecheck\` and \`npm run api-types\`). Do not edit: change the route's zod schema.
 */
`;

/** The OpenAPI document, built in-process from the routes (TypeScript sources, through tsx). */
export async function buildApiDocument() {
  const { buildApiDocument: build } = await import('@cho-dep/api/app/api-document');
  return build();
}

/** TypeScript declarations (`paths`, `components`, `operations`) for an OpenAPI document. */
export async function apiTypesSource(document) {
  const ast = await openapiTS(document, { alphabetize: false });
  return HEADER + astToString(ast);
}
