/**
 * The S3 stand-in of the tests and of the deployment test (docs/decisions/0038-storage-interface.md,
 * 0049-tested-deployment.md): s3rver, a pure-npm S3 server, on loopback, with one flaw mended.
 *
 * s3rver 3.7 makes ListObjectsV2's continuation token with the DES cipher, which OpenSSL 3 (Node 17
 * and later) no longer offers: every listing longer than one page (1,000 keys) fails with 500
 * InternalError, so a bucket of more than 1,000 objects cannot be listed at all — the backup and the
 * storage sweep then fail with 503 although nothing is wrong with Genesis or with a real S3. Here a
 * ListObjectsV2 request is answered by s3rver's ListObjects (V1) code, which pages with a plain
 * marker, and its answer is given back in the V2 shape (AWS S3 API reference, ListObjectsV2:
 * `ContinuationToken`, `NextContinuationToken`, `StartAfter`, `KeyCount`; the token is opaque to
 * clients, here the base64url of the last key listed). Every other request is s3rver's own.
 *
 *   const s3 = await startS3rver({ directory }); // s3.port, s3.endpoint
 *   await s3.close();
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
const bucketController = require('s3rver/lib/controllers/bucket.js');
const S3Error = require('s3rver/lib/models/error.js');

const TOKEN_PREFIX = 'genesis-stand-in:';

function encodeToken(bucket, key) {
  return Buffer.from(`${TOKEN_PREFIX}${bucket}/${key}`, 'utf8').toString('base64url');
}

function decodeToken(bucket, token) {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const prefix = `${TOKEN_PREFIX}${bucket}/`;
  if (!text.startsWith(prefix)) {
    throw new S3Error('InvalidArgument', 'The continuation token provided is incorrect', {
      ArgumentName: 'continuation-token',
    });
  }
  return text.slice(prefix.length);
}

const listObjectsV1 = bucketController.getBucket;
if (!listObjectsV1.genesisMended) {
  /** GET /{bucket}: ListObjectsV2 through the V1 code (see the module comment); V1 as is. */
  const getBucket = async function getBucket(ctx) {
    if (ctx.query['list-type'] !== '2') return listObjectsV1(ctx);
    const { 'continuation-token': token, 'start-after': startAfter, 'fetch-owner': fetchOwner, ...rest } = ctx.query;
    delete rest['list-type'];
    if ('marker' in rest) {
      throw new S3Error('InvalidArgument', 'Marker unsupported with REST.GET.BUCKET in list-type=2', {
        ArgumentName: 'marker',
      });
    }
    const after = token ? decodeToken(ctx.params.bucket, token) : startAfter;
    ctx.query = after ? { ...rest, marker: after } : rest;
    await listObjectsV1(ctx);
    const v1 = ctx.body.ListBucketResult;
    const contents = v1.Contents.map(({ Owner, ...object }) => (fetchOwner === 'true' ? { ...object, Owner } : object));
    const last = contents.at(-1)?.Key ?? v1.CommonPrefixes.at(-1)?.Prefix;
    ctx.body = {
      ListBucketResult: {
        '@': v1['@'],
        Name: v1.Name,
        Prefix: v1.Prefix,
        StartAfter: token ? undefined : startAfter,
        ContinuationToken: token || undefined,
        NextContinuationToken: v1.IsTruncated && last ? encodeToken(ctx.params.bucket, last) : undefined,
        KeyCount: contents.length + v1.CommonPrefixes.length,
        MaxKeys: v1.MaxKeys,
        Delimiter: v1.Delimiter,
        IsTruncated: v1.IsTruncated,
        Contents: contents,
        CommonPrefixes: v1.CommonPrefixes,
      },
    };
  };
  getBucket.genesisMended = true;
  bucketController.getBucket = getBucket;
}

/**
 * Starts s3rver on 127.0.0.1 (a free port unless `port` is given), storing under `directory`.
 * @param {{ directory: string, port?: number }} options
 * @returns {Promise<{ port: number, endpoint: string, close: () => Promise<void> }>}
 */
export async function startS3rver({ directory, port = 0 }) {
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  const { port: actual } = await server.run();
  return { port: actual, endpoint: `http://127.0.0.1:${actual}`, close: () => server.close() };
}
