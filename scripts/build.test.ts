import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carryOverAssets } from './build.mjs';

const root = await mkdtemp(path.join(tmpdir(), 'build-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a new release', () => {
  it("carries over the assets the previous release's pages reference, and nothing else", async () => {
    const previous = path.join(root, 'previous/web');
    const next = path.join(root, 'next/web');
    await mkdir(path.join(previous, '.vite'), { recursive: true });
    await mkdir(path.join(previous, 'assets'), { recursive: true });
    await mkdir(path.join(next, 'assets'), { recursive: true });
    const manifest = {
      'index.html': { file: 'assets/index-OLD.js', css: ['assets/index-OLD.css'] },
      'src/page.tsx': { file: 'assets/page-OLD.js', assets: ['assets/logo-OLD.svg'] },
    };
    await writeFile(path.join(previous, '.vite/manifest.json'), JSON.stringify(manifest));
    for (const file of ['index-OLD.js', 'index-OLD.js.br', 'index-OLD.css', 'page-OLD.js', 'logo-OLD.svg', 'stray.js'])
      await writeFile(path.join(previous, 'assets', file), `old ${file}`);
    await writeFile(path.join(next, 'assets/index-NEW.js'), 'new');

    await carryOverAssets(previous, next);

    for (const file of ['index-OLD.js', 'index-OLD.js.br', 'index-OLD.css', 'page-OLD.js', 'logo-OLD.svg'])
      expect(await readFile(path.join(next, 'assets', file), 'utf8')).toBe(`old ${file}`);
    expect(existsSync(path.join(next, 'assets/stray.js'))).toBe(false);
    expect(await readFile(path.join(next, 'assets/index-NEW.js'), 'utf8')).toBe('new');
  });
});
