import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain .mjs helpers shared with the npm scripts
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
// @ts-expect-error plain .mjs helpers shared with the npm scripts
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { CHROMIUM_OPTIONS } from '../e2e/support/browser';
import { DRAWN_PICTURES_CACHE } from './drawn-pictures-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared Chromium's address, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

/**
 * The browser suite runs against the real built server, on 127.0.0.1 and a free port, over a
 * fresh embedded database in a temporary DATA_DIR, seeded with the demo data like `npm start`.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  buildIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cho-dep-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/web/build/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DRAWN_PICTURES_CACHE,
      DATABASE_URL: '',
      REDIS_URL: '',
      // The journeys read verification codes from the local outbox (see decision 007).
      ENABLE_DEV_OUTBOX: 'true',
      // Payments go through the local gateway simulator, which calls back this server.
      PAYMENT_SIMULATOR: 'on',
      CARRIER_SIMULATOR: 'on',
      // Social sign-in goes through the local Google, Facebook, Zalo and Apple.
      OAUTH_SIMULATOR: 'on',
      // Journeys that wait out hours (a group-buy team's window) move the server's clock.
      TEST_CLOCK: 'on',
      // Signed-out pages come from the page cache, as in production (decision 055).
      PAGE_CACHE: 'on',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Chromium starts while the server migrates and seeds.
  const [browser] = await Promise.all([
    chromium.launchServer(CHROMIUM_OPTIONS),
    waitForHealth(baseUrl, server),
  ]);
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  // The first start migrates and seeds the demo data (pictures included): about a minute on a
  // quiet machine, seen to take 4.5 minutes on a busy one. Waiting longer costs nothing when
  // the server is healthy sooner; a dead server still fails at once (exitCode below).
  const deadline = Date.now() + 420_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy in time');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
