import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { DRAWN_PICTURES_CACHE } from './drawn-pictures-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

/**
 * The chat journey across two server processes, as a deployment runs them: both on one fresh
 * PostgreSQL database (migrated and seeded with the demo data by the first) and one Redis, the
 * buyer's pages on one process and the seller's on the other. scripts/e2e-two-processes.mjs
 * chooses the two origins and passes them as CHAT_BUYER_ORIGIN and CHAT_SELLER_ORIGIN; the
 * journeys read them (baseUrl is the buyer's).
 */
export default async function setup(project: TestProject) {
  const buyerOrigin = required('CHAT_BUYER_ORIGIN');
  const sellerOrigin = required('CHAT_SELLER_ORIGIN');
  const serverUrl = required('DATABASE_URL');
  const redisUrl = required('REDIS_URL');
  const name = `e2e_two_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cho-dep-e2e-two-'));
  const servers: ChildProcess[] = [];

  const start = (origin: string) => {
    const server = spawn(process.execPath, ['apps/web/build/server/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: new URL(origin).port,
        // Both share the media directory, as processes behind one proxy share storage.
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        SEED_DEMO: 'true',
        // The pictures the browser suite's seed drew already.
        DRAWN_PICTURES_CACHE,
        LOG_LEVEL: 'warn',
        ENABLE_DEV_OUTBOX: 'true',
        PAYMENT_SIMULATOR: 'on',
        CARRIER_SIMULATOR: 'on',
        PUBLIC_URL: origin,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    servers.push(server);
    return waitForHealth(origin, server);
  };

  const stop = async () => {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
    await Promise.all(
      servers.map((server) =>
        server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null,
      ),
    );
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // The first migrates and seeds; the second starts on the ready database.
    const [browser] = await Promise.all([
      chromium.launchServer({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      }),
      start(buyerOrigin).then(() => start(sellerOrigin)),
    ]);
    project.provide('baseUrl', buyerOrigin);
    project.provide('browserEndpoint', browser.wsEndpoint());
    return async () => {
      await browser.close();
      await stop();
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through scripts/e2e-two-processes.mjs`);
  return value;
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  // Migrating and seeding a fresh database takes a minute or more on a busy machine.
  const deadline = Date.now() + 420_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server at ${origin} exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${origin} did not become healthy in time`);
}
