import { API_DOCUMENT_INFO } from './api-document-info';
import type { AppContext } from './app-context';
import { loadConfig } from './config';
import { createApi } from './create-api';

/**
 * The OpenAPI document without a server, a database or a store: the routes only read the
 * configuration while they are registered, so every other part of the context refuses to be
 * used. The web app's API types are generated from this (scripts/generate-api-types.mjs).
 */
export function buildApiDocument() {
  const unused = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(
          `The API document needs no ${String(property)}: a route used its context while registering`,
        );
      },
    },
  );
  const ctx = {
    config: loadConfig({ NODE_ENV: 'test' }),
    database: unused,
    store: unused,
    mail: unused,
    sms: unused,
    storage: unused,
    logger: unused,
    payments: unused,
    carriers: unused,
    now: () => new Date(),
  } as AppContext;
  return createApi(ctx).getOpenAPI31Document(API_DOCUMENT_INFO);
}
