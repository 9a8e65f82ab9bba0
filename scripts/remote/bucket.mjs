// `--target s3`: builds stored in an S3-compatible bucket under the same immutable layout as the
// deploy root, `remotes/<name>/<version>/<file>`, and loaded by browsers from its public URL. The
// deployment file and its history stay in the deploy root: the server reads them from there.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import mime from 'mime-types';

const MANIFEST = 'mf-manifest.json';
/** A version folder's name carries the hash of its files: its objects never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Uploads in flight at once: a build is a few dozen small files. */
const PARALLEL_UPLOADS = 8;

/** What the s3 target is configured by: flag, else environment variable. */
const SETTINGS = {
  bucket: { flag: '--bucket', env: 'REMOTES_S3_BUCKET' },
  publicUrl: { flag: '--public-url', env: 'REMOTES_PUBLIC_URL' },
  endpoint: { flag: '--endpoint', env: 'REMOTES_S3_ENDPOINT' },
  region: { flag: '--region', env: 'REMOTES_S3_REGION' },
};

const named = (key) => `${SETTINGS[key].flag} or ${SETTINGS[key].env}`;

function httpUrl(key, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`${named(key)} must be an absolute http(s) URL (got "${value}").`);
  }
  return url;
}

/**
 * The bucket settings from the command line's values (`bucket`, `publicUrl`, `endpoint`,
 * `region`) and the environment; throws a one-line message naming what is missing or wrong.
 * @returns {{ bucket: string, publicUrl: string, endpoint?: string, region?: string }}
 */
export function bucketConfig(values, env) {
  const pick = (key) => values[key] || env[SETTINGS[key].env] || undefined;
  const bucket = pick('bucket');
  if (!bucket) throw new Error(`--target s3 needs the bucket: ${named('bucket')}.`);
  const publicUrl = pick('publicUrl');
  if (!publicUrl) {
    throw new Error(
      `--target s3 needs the URL browsers load the bucket's files from: ${named('publicUrl')}.`,
    );
  }
  const base = httpUrl('publicUrl', publicUrl);
  // Object keys are resolved against the base: without the slash its last segment would go.
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const endpoint = pick('endpoint');
  if (endpoint) httpUrl('endpoint', endpoint);
  // An S3-compatible server (MinIO, s3rver, Garage) accepts any region name.
  const region = pick('region') ?? (endpoint ? 'us-east-1' : undefined);
  return { bucket, publicUrl: base.href, endpoint, region };
}

function isNotFound(error) {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** The files of a build, as paths relative to it with `/` separators (the object keys' form). */
function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/**
 * A client for the bucket, with region and credentials resolved now (the standard AWS chain:
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance role…), so a missing one
 * is reported before anything is built or uploaded.
 * @param {ReturnType<typeof bucketConfig>} config
 * @param {{ credentials?: { accessKeyId: string, secretAccessKey: string },
 *   log?: (line: string) => void }} [options]
 */
export async function openBucketStore(config, { credentials, log = () => undefined } = {}) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // A custom endpoint serves buckets under its path; bucket host names need DNS it rarely has.
    forcePathStyle: Boolean(config.endpoint),
    credentials,
    // As the server's media client: only the checksums S3 requires (DeleteObjects), since not
    // every S3-compatible server understands the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await client.config.region();
  } catch {
    client.destroy();
    throw new Error(`--target s3 needs the bucket's region: ${named('region')}, or AWS_REGION.`);
  }
  try {
    await client.config.credentials();
  } catch {
    client.destroy();
    throw new Error(
      '--target s3 found no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE.',
    );
  }
  return createBucketStore(client, config, log);
}

function createBucketStore(client, { bucket, publicUrl }, log) {
  const folderOf = (name, version) => `remotes/${name}/${version}/`;

  async function exists(key) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Deletes in requests of up to 1000 keys (S3's limit). */
  async function remove(keys) {
    for (let start = 0; start < keys.length; start += 1000) {
      const out = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (out.Errors?.length) {
        throw new Error(
          `the bucket kept ${out.Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`,
        );
      }
    }
  }

  return {
    client,
    /** The absolute URL browsers load the version's manifest from. */
    manifestUrl: (name, version) =>
      new URL(`${folderOf(name, version)}${MANIFEST}`, publicUrl).href,
    /**
     * Uploads the build unless its folder is complete in the bucket already. The manifest goes
     * last, so a present manifest means every other file is there: an interrupted upload is
     * redone whole on the next attempt. `undo` deletes what this call uploaded, nothing else.
     */
    async put(name, distDir, version) {
      const folder = folderOf(name, version);
      if (await exists(`${folder}${MANIFEST}`)) {
        log(`s3://${bucket}/${folder} is in the bucket already: nothing uploaded.`);
        return { stored: false, undo: async () => undefined };
      }
      const files = filesOf(distDir).filter((file) => file !== MANIFEST);
      const uploaded = [];
      const upload = async (file) => {
        const key = `${folder}${file}`;
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: await readFile(path.join(distDir, file)),
            ContentType: mime.contentType(path.basename(file)) || 'application/octet-stream',
            CacheControl: IMMUTABLE,
          }),
        );
        uploaded.push(key);
      };
      const queue = [...files];
      let failed = false;
      const outcomes = await Promise.allSettled(
        Array.from({ length: PARALLEL_UPLOADS }, async () => {
          while (!failed && queue.length > 0) {
            try {
              await upload(queue.shift());
            } catch (error) {
              failed = true;
              throw error;
            }
          }
        }),
      );
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      try {
        if (failure) throw failure.reason;
        await upload(MANIFEST);
      } catch (error) {
        // Every worker has stopped: what is uploaded now is all this attempt uploaded. Leftovers
        // of a failed removal are harmless (no manifest: the next attempt uploads them again).
        await remove(uploaded).catch((cleanup) =>
          log(`the partial upload could not be removed: ${cleanup.message}`),
        );
        throw error;
      }
      log(`uploaded ${uploaded.length} files to s3://${bucket}/${folder}`);
      return { stored: true, undo: () => remove(uploaded) };
    },
    close: () => client.destroy(),
  };
}
