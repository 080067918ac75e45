/** Types of scripts/database-test-files.mjs (see there). */
export declare const PGLITE_ONLY: Record<string, string>;
export declare const BOTH_ENGINES: Record<string, string>;
export declare function engineRuleOf(root: string, file: string): string | null;
export declare function splitDatabaseTests(
  root: string,
  testFiles: string[],
): { database: string[]; databaseFree: string[] };
export declare function postgresPassFiles(root: string): {
  postgres: string[];
  bothEngines: string[];
  once: string[];
  pgliteOnly: string[];
  databaseFree: string[];
};
export declare function serverTestFiles(root: string): string[];
