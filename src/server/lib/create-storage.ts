/**
 * The file storage the configuration asks for (decision 0038): S3 when `config.s3` is set
 * (S3_BUCKET…), else the local disk under `DATA_DIR/files`. The server and the command-line
 * tools open it the same way.
 */
import path from 'node:path';
import type { Config } from '../config';
import { S3Storage, type S3Timeouts } from './s3-storage';
import { DiskStorage, type Storage } from './storage';

/** The storage of `config`; `timeouts` only for S3 (tests shorten them). */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>, timeouts?: S3Timeouts): Storage {
  return config.s3 ? new S3Storage(config.s3, timeouts) : new DiskStorage(path.join(config.dataDir, 'files'));
}
