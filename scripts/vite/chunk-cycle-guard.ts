// Fails the build when the web app's chunks import each other in a circle. ES modules evaluate a circle's members in
// an order none of them chose, so a chunk can run before a binding it imports is set: the signed-in pages then died
// with "Cannot convert undefined or null to object" where a schema built an enum from a constant not yet defined.
import type { Plugin } from 'vite';

/** Every circle of static imports among `graph`'s chunks, each as the chunk names around it. */
export function chunkCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string) => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const imported of graph.get(chunk) ?? []) {
      if (state.get(imported) === 'open') cycles.push([...path.slice(path.indexOf(imported)), imported]);
      else if (!state.has(imported)) visit(imported);
    }
    path.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of graph.keys()) if (!state.has(chunk)) visit(chunk);
  return cycles;
}

export function chunkCycleGuard(): Plugin {
  return {
    name: 'chunk-cycle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') graph.set(output.fileName, output.imports);
      const cycles = chunkCycles(graph);
      if (cycles.length > 0)
        this.error(
          `chunks import each other in a circle (${cycles.length}); change the chunk groups in vite.config.ts:\n` +
            cycles.map((cycle) => `  ${cycle.join(' > ')}`).join('\n'),
        );
    },
  };
}
