import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import webPush from 'web-push';
import type { AppContext } from '../app/app-context';
import type { Config } from '../app/config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const resolved = new WeakMap<Config, VapidKeys | null>();

/**
 * The server's VAPID key pair (Web Push identifies our server to the push services with it):
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. Otherwise, outside a real deployment, a pair
 * made once and kept in DATA_DIR/vapid.json, so browsers' subscriptions stay valid across
 * restarts (tests keep theirs in memory). A real deployment without keys sends no push: the
 * public key answer is null and the web app does not subscribe.
 */
export function vapidKeys(ctx: Pick<AppContext, 'config' | 'logger'>): VapidKeys | null {
  const { config } = ctx;
  if (resolved.has(config)) return resolved.get(config) ?? null;
  const keys = loadKeys(ctx);
  resolved.set(config, keys);
  return keys;
}

function loadKeys({ config, logger }: Pick<AppContext, 'config' | 'logger'>): VapidKeys | null {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.NODE_ENV === 'test') return { ...webPush.generateVAPIDKeys(), subject };
  const demo = config.PAYMENT_SIMULATOR === 'on' && config.CARRIER_SIMULATOR === 'on';
  if (config.NODE_ENV === 'production' && !demo) {
    logger.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: Web Push is off');
    return null;
  }
  const file = resolve(config.DATA_DIR, 'vapid.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    }
  } catch {
    // No key pair yet: made below.
  }
  const made = webPush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // 'wx': a second process starting at the same moment keeps the first one's pair.
    writeFileSync(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    logger.info({ file }, 'made a Web Push (VAPID) key pair for this data directory');
    return { ...made, subject };
  } catch {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
}
