export function distDir(): string;
export function buildAll(options: { outDir: string; minify?: boolean }): Promise<void>;
export function currentRelease(): { dir: string; builtAt: number } | null;
export function buildRelease(): Promise<string>;
export function carryOverAssets(fromWeb: string, toWeb: string): Promise<void>;
