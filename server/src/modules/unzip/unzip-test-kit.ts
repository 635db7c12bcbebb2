import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { UserFile } from '@qiao/contracts/drive';
import type { UnzipTask } from '@qiao/contracts/unzip';
import { driveClient } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import type { TestServer } from '../../../test/test-server';
import { JobWorker } from '../../platform/jobs/worker';
import { addFile } from '../drive/add-file';

/** Every object file the local store holds (thumbnails and parts aside). */
export async function storedObjectCount(server: TestServer): Promise<number> {
  if (server.config.storage.kind !== 'local') throw new Error('local store expected');
  const walk = async (folder: string): Promise<number> => {
    const names = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    let count = 0;
    for (const entry of names) {
      if (entry.isDirectory()) count += await walk(path.join(folder, entry.name));
      else count += 1;
    }
    return count;
  };
  return walk(path.join(server.config.storage.root, 'objects'));
}

/** A signed-in user with the drive client, a way to put an archive in place and to unzip it. */
export async function unzipUser(server: TestServer) {
  const { userId, cookie } = await signInAs(server);
  const drive = driveClient(server, cookie);
  const db = server.testDatabase.database.db;
  const worker = new JobWorker({
    db,
    handlers: server.modules.jobHandlers,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    pollMs: 50,
    concurrency: 1,
  });
  const list = async (filePath: string) =>
    (
      await drive.get<{ list: UserFile[] }>('/api/file/getfilelist', {
        filePath,
        fileType: 0,
        pageCount: 100,
      })
    ).data.list.map((file) =>
      file.extendName ? `${file.fileName}.${file.extendName}` : file.fileName,
    );
  return {
    userId,
    cookie,
    drive,
    list,
    async put(folder: string, name: string, bytes: Buffer) {
      return addFile(db, server.store, { userId, folder, name, body: bytes });
    },
    async storage() {
      return (await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage')).data
        .storageSize;
    },
    /** Asks for the unzip, runs the queued job, and answers the task's final state. */
    async unzip(form: Record<string, string | number>, lang = 'en') {
      const started = await drive.post<{ taskId: string }>('/api/file/unzipfile', form);
      if (!started.success) return { started, task: undefined };
      await worker.drain();
      const task = await drive.get<UnzipTask>('/api/file/unziptask', {
        taskId: started.data.taskId,
        lang,
      });
      return { started, task: task.data };
    },
  };
}
