import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycle-guard';

describe('chunkCycles', () => {
  it('finds no circle in chunks that import downwards only', () => {
    const graph = new Map([
      ['page.js', ['area.js', 'framework.js']],
      ['area.js', ['framework.js']],
      ['framework.js', []],
    ]);
    expect(chunkCycles(graph)).toEqual([]);
  });

  it('names the chunks around a circle, as a merged chunk and a page chunk importing each other made', () => {
    const graph = new Map([
      ['start.js', ['workspace-a.js']],
      ['workspace-a.js', ['workspace-b.js', 'framework.js']],
      ['workspace-b.js', ['workspace-a.js']],
      ['framework.js', []],
    ]);
    expect(chunkCycles(graph)).toEqual([['workspace-a.js', 'workspace-b.js', 'workspace-a.js']]);
  });
});
