// Gzip size of the JavaScript a visitor's browser loads for the first paint of `/`, measured in Chromium.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/support/chromium';
import { startServer } from '../../e2e/support/server';
import { ensureBuilt } from './ensure-built';

const TARGET_KB = 120;

export default async function firstPaintBench(): Promise<void> {
  await ensureBuilt();
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log(`scripts loaded for /: ${scripts.size}`);
    console.log(`JavaScript for first paint of /: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
    console.log(`target ≤ ${TARGET_KB} KB gzip: ratio ${(gzip / 1024 / TARGET_KB).toFixed(2)} (${gzip / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
