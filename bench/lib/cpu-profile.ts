/**
 * Where a server's CPU went: reads a V8 .cpuprofile (node --cpu-prof) and prints the top
 * functions by self time and by inclusive time (a function counted once per stack, however
 * deep it recurses), with the share of all samples.
 *
 *   node_modules/.bin/node node_modules/tsx/dist/cli.mjs bench/lib/cpu-profile.ts FILE.cpuprofile [top]
 *
 * `--window "product html"` counts only the samples taken while the pages bench measured that
 * route (windows.json, written next to the profile by `npm run bench -- pages --profile DIR`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ProfileWindow } from './cpu-profile-window';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  timeDeltas: number[];
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** The sample ids taken inside the named window (all of them without one). */
function samplesIn(profile: Profile, file: string, label: string | undefined): number[] {
  if (!label) return profile.samples;
  const windowsFile = join(dirname(file), 'windows.json');
  if (!existsSync(windowsFile)) throw new Error(`${windowsFile} is missing: it comes from the pages bench`);
  const windows = JSON.parse(readFileSync(windowsFile, 'utf8')) as ProfileWindow[];
  const window = windows.find((w) => w.label === label);
  if (!window) throw new Error(`no window "${label}"; there are: ${windows.map((w) => w.label).join(', ')}`);
  const picked: number[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at >= window.start && at <= window.end) picked.push(id);
  });
  return picked;
}

function main() {
  const { values, positionals } = parseArgs({
    options: { window: { type: 'string' } },
    allowPositionals: true,
  });
  const [file, topArg] = positionals;
  if (!file) throw new Error('usage: cpu-profile.ts FILE.cpuprofile [top] [--window LABEL]');
  const top = Number(topArg ?? 25);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const samples = samplesIn(profile, file, values.window);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const hits = new Map<number, number>();
  for (const id of samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, count] of hits) {
    const leaf = byId.get(id);
    if (!leaf) continue;
    total += count;
    self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + count);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const name = frameName(node);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + count);
    }
  }
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title} (${total} samples)`);
    for (const [name, count] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * count) / total).toFixed(1).padStart(6)}%  ${name}`);
    }
  };
  print('self time', self);
  print('inclusive time', inclusive);
}

main();
