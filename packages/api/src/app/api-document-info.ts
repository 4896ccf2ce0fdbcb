/** The title page of the OpenAPI document, served at /api/docs and used for the web's types. */
export const API_DOCUMENT_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Chợ Đẹp API',
    version: '1.0.0',
    description:
      'Commerce (/api/v1, /api/v2), community (/community/v1, /community/v2) and affiliate (/affiliate/v1) APIs. ' +
      'Errors answer { error: { code, message, fields } } in the language of Accept-Language or the appLocale cookie.',
  },
} as const;
