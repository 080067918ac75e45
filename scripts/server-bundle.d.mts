import type { BuildOptions } from 'esbuild';

export declare const SERVER_DIR: string;
export declare const SERVER_ENTRIES: Record<string, string>;
export declare function serverBuildOptions(): BuildOptions & { metafile: true };
