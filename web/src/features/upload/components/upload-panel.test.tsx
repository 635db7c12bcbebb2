import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserFile } from '@qiao/contracts/drive';
import type { GroupedFile, UploadPlan } from '@qiao/contracts/upload';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../app/i18n';
import { UnreadableFileError } from '../hash/hash-in-worker';
import { oneAtATime } from '../rules/one-at-a-time';
import type { SendRequest } from '../transfer/one-request-upload';
import type { SendOnePart } from '../transfer/part-senders';
import type { UploadCalls } from '../transfer/upload-calls';
import { createUploadClient } from '../client/upload-client';
import { UploadPanel } from './upload-panel';

beforeAll(() => {
  initI18n('ar');
});

const plan: UploadPlan = {
  uploadId: '7d0c2b56-7f1e-4a35-9d0e-3b8d2f0a9c11',
  objectName: 'objects/abc',
  bucketName: '',
  FileName: 'درس.pdf',
  store: 'local',
  partSize: 1024 * 1024,
  partCount: 1,
  uploadedParts: [],
  proof: null,
};

/** A client whose server answers at once, and whose parts wait until `release` is called. */
function clientWithServer(hash: (blob: Blob) => Promise<string> = async () => 'a'.repeat(32)) {
  let release = () => {};
  const partSent = new Promise<void>((resolve) => (release = resolve));
  const calls: UploadCalls = {
    plan: vi.fn(async () => plan),
    sign: vi.fn(),
    complete: vi.fn(async () => ({ userFileId: 'f1', fileName: 'درس' }) as UserFile),
    cancel: vi.fn(async () => {}),
  };
  const send: SendOnePart = async ({ body, onProgress, signal }) => {
    await Promise.race([
      partSent,
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
    onProgress(body.size);
  };
  const client = createUploadClient(
    { message: (key) => key, onUploaded: () => {}, onIdle: () => {}, onUnreadable: () => {} },
    {
      hash,
      calls,
      createGate: oneAtATime(1000),
      partSender: () => send,
    },
  );
  return { client, calls, release: () => release() };
}

function renderPanel(client: ReturnType<typeof clientWithServer>['client']) {
  return render(
    <AppProviders>
      <UploadPanel folder="/课程" client={client} />
    </AppProviders>,
  );
}

describe('the upload panel in Arabic', () => {
  it('stays hidden until files are added, then lists them with status, size and actions', async () => {
    const { client, calls, release } = clientWithServer();
    renderPanel(client);
    expect(screen.queryByRole('region', { name: 'الرفع' })).toBeNull();

    act(() => {
      client.add([{ file: new File(['hello'], 'درس.pdf') }], '/课程');
    });
    const panel = await screen.findByRole('region', { name: 'الرفع' });
    const list = await within(panel).findByRole('list', { name: 'عمليات الرفع الجارية' });
    const row = await within(list).findByRole('listitem', { name: 'درس.pdf' });
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe('جارٍ الرفع'));
    expect(row.textContent).toContain('5\u00a0B');
    expect(within(row).getByRole('button', { name: 'إيقاف درس.pdf مؤقتًا' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'إزالة درس.pdf' })).toBeTruthy();
    const dropArea = within(panel).getByRole('group', { name: /أسقط الملفات أو المجلدات هنا/ });
    expect(within(dropArea).getByRole('button', { name: 'اختر مجلدًا' })).toBeTruthy();

    release();
    await waitFor(() => expect(calls.complete).toHaveBeenCalledTimes(1));
    // Everything is up: the panel folds down to its title and counts, off the file list.
    const expand = await within(panel).findByRole('button', { name: 'إظهار لوحة الرفع' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('tablist')).toBeNull();
    fireEvent.click(expand);
    fireEvent.click(within(panel).getByRole('tab', { name: /المكتملة/ }));
    const finished = await within(panel).findByRole('list', { name: 'عمليات الرفع المكتملة' });
    const done = within(finished).getByRole('listitem', { name: 'درس.pdf' });
    expect(within(done).getByRole('status').textContent).toBe('تم الرفع');
    expect(within(done).getByRole('button', { name: 'حذف درس.pdf' })).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain(
      'نجح: 1',
    );
    client.uppy.destroy();
  });

  it('pauses a file, offers to resume it, and counts it as stopped', async () => {
    const { client } = clientWithServer();
    renderPanel(client);
    act(() => {
      client.add([{ file: new File(['hello'], 'a.txt') }], '/');
    });
    const pause = await screen.findByRole('button', { name: 'إيقاف a.txt مؤقتًا' });
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'a.txt' }).textContent).toContain('جارٍ الرفع'),
    );
    fireEvent.click(pause);
    const row = await screen.findByRole('listitem', { name: 'a.txt' });
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe('متوقف مؤقتًا'));
    expect(within(row).getByRole('button', { name: 'استئناف a.txt' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain('متوقف: 1');
    client.uppy.destroy();
  });

  it('cancels the upload on the server when a file is removed, and counts it', async () => {
    const { client, calls } = clientWithServer();
    renderPanel(client);
    act(() => {
      client.add([{ file: new File(['hello'], 'b.txt') }], '/');
    });
    await waitFor(() => expect(calls.plan).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: 'إزالة b.txt' }));
    await waitFor(() => expect(calls.cancel).toHaveBeenCalledWith(plan.uploadId));
    expect(screen.getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain('أُلغي: 1');
    client.uppy.destroy();
  });

  it('tells the user to check a file it cannot read, then cancels it after the notice', async () => {
    const unreadable = new UnreadableFileError('NotReadableError');
    const { client, calls } = clientWithServer(() => Promise.reject(unreadable));
    renderPanel(client);
    act(() => {
      client.add([{ file: new File(['hello'], 'moved.txt') }], '/');
    });
    const row = await screen.findByRole('listitem', { name: 'moved.txt' });
    await waitFor(() =>
      expect(within(row).getByRole('status').textContent).toBe('تحقّق من هذا الملف'),
    );
    expect(within(row).queryAllByRole('button')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'moved.txt' })).toBeNull(), {
      timeout: 3000,
    });
    expect(screen.getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain('أُلغي: 1');
    expect(calls.plan).not.toHaveBeenCalled();
    client.uppy.destroy();
  });

  it('closing the panel asks first, then cancels the unfinished uploads on the server', async () => {
    const { client, calls } = clientWithServer();
    renderPanel(client);
    act(() => {
      client.add([{ file: new File(['hello'], 'c.txt') }], '/');
    });
    await waitFor(() => expect(calls.plan).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق لوحة الرفع' }));
    fireEvent.click(await screen.findByRole('button', { name: 'إغلاق وإلغاء' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'الرفع' })).toBeNull());
    expect(calls.cancel).toHaveBeenCalledWith(plan.uploadId);
    expect(client.uppy.getFiles()).toEqual([]);
    client.uppy.destroy();
  });
});

/** A client whose server takes small files in one request, answering when `release` is called. */
function clientWithGroupServer(refuse = new Set<string>()) {
  const requests: { names: string[]; aborted: boolean }[] = [];
  const releases: (() => void)[] = [];
  const sendOneRequest: SendRequest = async ({ body, signal }) => {
    const declared = JSON.parse((body as FormData).get('files') as string) as GroupedFile[];
    const request = { names: declared.map((file) => file.fileName), aborted: false };
    requests.push(request);
    await new Promise<void>((resolve, reject) => {
      releases.push(resolve);
      signal?.addEventListener('abort', () => {
        request.aborted = true;
        reject(signal.reason);
      });
    });
    const data = declared.map((file) =>
      refuse.has(file.fileName)
        ? { success: false, code: 3105, message: 'الملف المرفوع لا يطابق ما أُعلن', data: null }
        : {
            success: true,
            code: 0,
            message: '',
            data: { userFileId: file.fileName, fileName: file.fileName },
          },
    );
    return {
      status: 200,
      text: JSON.stringify({ success: true, code: 0, message: '', data }),
      etag: null,
    };
  };
  const client = createUploadClient(
    { message: (key) => key, onUploaded: () => {}, onIdle: () => {}, onUnreadable: () => {} },
    {
      hash: async () => 'a'.repeat(32),
      calls: {} as UploadCalls,
      createGate: oneAtATime(1000),
      sendOneRequest,
    },
  );
  const releaseAll = () => releases.splice(0).forEach((release) => release());
  return { client, requests, releaseAll };
}

const smallFiles = (...names: string[]) => names.map((name) => ({ file: new File(['hi'], name) }));

describe('small files sent together, in Arabic', () => {
  it('sends a folder of small files in one request and shows each one uploaded', async () => {
    const { client, requests, releaseAll } = clientWithGroupServer();
    renderPanel(client);
    act(() => {
      client.add(smallFiles('١.txt', '٢.txt', '٣.txt'), '/');
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.names).toEqual(['١.txt', '٢.txt', '٣.txt']);
    releaseAll();
    const panel = await screen.findByRole('region', { name: 'الرفع' });
    await waitFor(() =>
      expect(within(panel).getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain(
        'نجح: 3',
      ),
    );
    expect(requests).toHaveLength(1);
    client.uppy.destroy();
  });

  it('a file the server refuses shows its reason; the others of its request are uploaded', async () => {
    const { client, requests, releaseAll } = clientWithGroupServer(new Set(['bad.txt']));
    renderPanel(client);
    act(() => {
      client.add(smallFiles('good.txt', 'bad.txt'), '/');
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    releaseAll();
    const row = await screen.findByRole('listitem', { name: 'bad.txt' });
    await waitFor(() => expect(row.textContent).toContain('الملف المرفوع لا يطابق ما أُعلن'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain('نجح: 1'),
    );
    client.uppy.destroy();
  });

  it('pausing one file of a request sends the others again without it', async () => {
    const { client, requests, releaseAll } = clientWithGroupServer();
    renderPanel(client);
    act(() => {
      client.add(smallFiles('a.txt', 'b.txt', 'c.txt'), '/');
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'إيقاف b.txt مؤقتًا' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]!.aborted).toBe(true);
    expect(requests[1]!.names).toEqual(['a.txt', 'c.txt']);
    releaseAll();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'أعداد الرفع' }).textContent).toContain('نجح: 2'),
    );
    const paused = screen.getByRole('listitem', { name: 'b.txt' });
    expect(within(paused).getByRole('status').textContent).toBe('متوقف مؤقتًا');
    client.uppy.destroy();
  });
});
