/** Types of scripts/isolated-test-files.mjs (see there). */
export declare const ISOLATED_FILES: Record<string, string>;
export declare const ISOLATED_CLIENT_FILES: Record<string, string>;
