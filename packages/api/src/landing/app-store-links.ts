import { z } from '@hono/zod-openapi';
import type { Config } from '../app/config';

export const appStoreLinksSchema = z
  .object({ appStore: z.string(), playStore: z.string() })
  .openapi('AppStoreLinks');
export type AppStoreLinks = z.infer<typeof appStoreLinksSchema>;

/** Where /download sends a visitor: the settings, so an operator changes them without a release. */
export function appStoreLinks(config: Pick<Config, 'APP_STORE_URL' | 'PLAY_STORE_URL'>): AppStoreLinks {
  return { appStore: config.APP_STORE_URL, playStore: config.PLAY_STORE_URL };
}
