import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type TextGroup, textGroupsNamedIn } from '../../packages/i18n/src/text-groups';

/**
 * The JavaScript a first visit to a page downloads, read from a client build: the entry and
 * the root and page modules with everything they import, and the parts of the page language's
 * texts that these modules name (packages/i18n/src/text-groups.ts; the core part always, the
 * entry waits for it), which they fetch before they run. React Router's full manifest file is not counted: with
 * lazy route discovery the page carries the routes it needs inline and never loads it.
 * Sizes are those of the precompressed files the server sends (.gz for every browser,
 * .br for those that accept it), so a phone on a slow network pays exactly these bytes.
 */
interface RouteJs {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface RouterManifest {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
}

function readRouterManifest(clientDir: string): RouterManifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build the web app first`);
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as RouterManifest;
}

/**
 * The chunk of one part of a language's texts (named after both: vi-core-*.js); in a build from
 * before the texts were cut in parts, the language's one chunk (vi-*.js), so the bench can
 * still measure an older build for a before / after pair.
 */
function textPartChunk(clientDir: string, language: string, group: TextGroup): string {
  const names = readdirSync(join(clientDir, 'assets'));
  const part = names.find((file) => new RegExp(`^${language}-${group}-[\\w-]+\\.js$`).test(file));
  if (part) return `/assets/${part}`;
  if (names.some((file) => new RegExp(`^${language}-core-[\\w-]+\\.js$`).test(file))) {
    throw new Error(`no ${language}-${group} texts chunk in ${clientDir}/assets`);
  }
  const whole = names.find((file) => new RegExp(`^${language}-[\\w-]+\\.js$`).test(file));
  if (!whole) throw new Error(`no ${language} texts chunk in ${clientDir}/assets`);
  return `/assets/${whole}`;
}

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : Number.NaN);

/** Per route id (`routes/home`, ...): what a first visit in `language` downloads. */
export function routeJsSizes(clientDir: string, routeIds: string[], language = 'vi'): RouteJs[] {
  const manifest = readRouterManifest(clientDir);
  return routeIds.map((route) => {
    const files = new Set<string>();
    for (const id of ['root', route]) {
      const entry = manifest.routes[id];
      if (!entry) throw new Error(`route ${id} is not in the build's manifest`);
      for (const module of [entry.module, ...(entry.imports ?? [])]) files.add(module);
    }
    for (const module of [manifest.entry.module, ...(manifest.entry.imports ?? [])]) files.add(module);
    const groups = new Set<TextGroup>(['core']);
    for (const file of files) {
      for (const group of textGroupsNamedIn(readFileSync(join(clientDir, file), 'utf8'))) groups.add(group);
    }
    for (const group of groups) files.add(textPartChunk(clientDir, language, group));
    const paths = [...files].map((f) => join(clientDir, f));
    const sum = (suffix: string) => paths.reduce((total, p) => total + sizeOf(p + suffix), 0);
    return { route, files: [...files], raw: sum(''), gzip: sum('.gz'), brotli: sum('.br') };
  });
}
