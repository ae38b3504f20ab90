import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './launch';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, secondsAgo: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

describe('npm start rebuilds the web app only when needed', () => {
  it('builds when dist/ is missing', () => {
    root = mkdtempSync(path.join(tmpdir(), 'launch-'));
    file('app/entry-client.tsx', 100);
    expect(webBuildIsStale(root)).toBe(true);
  });

  it('does not build when dist/ is newer than every source', () => {
    root = mkdtempSync(path.join(tmpdir(), 'launch-'));
    file('app/entry-client.tsx', 100);
    file('locales/pt.json', 90);
    file('dist/client/index.html', 10);
    file('dist/server/entry-server.js', 10);
    expect(webBuildIsStale(root)).toBe(false);
  });

  it('builds when a source changed after the build, but not for a test file', () => {
    root = mkdtempSync(path.join(tmpdir(), 'launch-'));
    file('dist/client/index.html', 10);
    file('dist/server/entry-server.js', 10);
    file('ui/Button/Button.test.tsx', 1);
    expect(webBuildIsStale(root)).toBe(false);
    file('ui/Button/Button.tsx', 1);
    expect(webBuildIsStale(root)).toBe(true);
  });
});
