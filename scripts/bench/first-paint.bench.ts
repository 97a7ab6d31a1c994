// Gzip size of the JavaScript a visitor's browser needs for the first paint of `/`: every script that finished
// loading by the moment the page's heading is painted (later lazy chunks, such as dialogs, do not count).
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
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
    });
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const needed: string[] = await page.evaluate(() => {
      const paintedAt = performance.now();
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch' && entry.name.endsWith('.js'))
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= paintedAt)
        .map((entry) => entry.name);
    });
    let raw = 0;
    let gzip = 0;
    for (const url of needed) {
      const body = (await bodies.get(url)) ?? Buffer.alloc(0);
      raw += body.length;
      const zipped = gzipSync(body, { level: 9 }).length;
      gzip += zipped;
      console.log(`  ${new URL(url).pathname.padEnd(48)} ${(zipped / 1024).toFixed(1).padStart(6)} KB gzip`);
    }
    console.log(
      `JavaScript for first paint of / (${needed.length} scripts): ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
    console.log(
      `target ≤ ${TARGET_KB} KB gzip: ratio ${(gzip / 1024 / TARGET_KB).toFixed(2)} (${gzip / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
