export const STAMP: string;
export function buildAll(options?: { outDir?: string; minify?: boolean }): Promise<void>;
