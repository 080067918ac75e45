/** Types of scripts/database-test-files.mjs (see there). */
export declare const PGLITE_ONLY: Record<string, string>;
export declare const POSTGRES_WHEN_PRESENT: Record<string, string>;
export declare function splitDatabaseTests(
  root: string,
  testFiles: string[],
): { database: string[]; databaseFree: string[] };
export declare function postgresPassFiles(root: string): {
  postgres: string[];
  pgliteOnly: string[];
  databaseFree: string[];
};
export declare function serverTestFiles(root: string): string[];
