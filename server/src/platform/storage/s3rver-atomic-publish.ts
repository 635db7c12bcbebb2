import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { S3rverFilesystemStore } from 's3rver';

/** The files s3rver keeps per object. */
const RESOURCES = ['object', 'object.md5', 'metadata.json'];

/**
 * s3rver writes an object's bytes straight into its final file, so its readers can see half an
 * object; real S3 (and MinIO, Ceph, R2) never do. This makes the test server behave like them: a
 * put is written under a staging key and then renamed into place, and opening an object for a read
 * never interleaves with that rename. The contract suite then checks our store, not s3rver.
 */
export function publishObjectsAtomically(store: S3rverFilesystemStore): void {
  const putObject = store.putObject.bind(store);
  const getObject = store.getObject.bind(store);
  let turn: Promise<unknown> = Promise.resolve();
  const exclusively = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  store.putObject = async (object) => {
    const staging = `._qiao_staging/${randomUUID()}`;
    const written = await putObject({ ...object, key: staging });
    await exclusively(async () => {
      for (const resource of RESOURCES) {
        const target = store.getResourcePath(object.bucket, object.key, resource);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(store.getResourcePath(object.bucket, staging, resource), target);
      }
    });
    return written;
  };
  // Resolves once the file is open: a later rename no longer changes what this read returns.
  store.getObject = (bucket, key, options) => exclusively(() => getObject(bucket, key, options));
}
