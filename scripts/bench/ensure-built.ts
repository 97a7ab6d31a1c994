/** Benchmarks measure the production build that `npm start` serves: build a release when there is none. */
export async function ensureBuilt(): Promise<void> {
  const { buildRelease, currentRelease } = await import('../build.mjs');
  if (!currentRelease()) await buildRelease();
}
