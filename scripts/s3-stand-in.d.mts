/** Types of scripts/s3-stand-in.mjs (see there). */
export declare function startS3rver(options: {
  directory: string;
  port?: number;
}): Promise<{ port: number; endpoint: string; close: () => Promise<void> }>;
