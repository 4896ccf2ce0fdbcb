import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a directory held by a running process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    // pid 1 always runs: the directory looks held by another live process.
    writeFileSync(join(dir, '.cho-dep.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1/);
  });

  it('takes over a lock left by a process that has exited, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, '.cho-dep.lock'), '999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(join(dir))).not.toThrow();
    release();
  });
});
