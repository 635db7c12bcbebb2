import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserFile } from '@qiao/contracts/drive';
import type { ShareRecord } from '@qiao/contracts/share';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../app/i18n';
import { ShareDialog } from './share-dialog';

beforeAll(() => {
  initI18n('ar');
});

function file(userFileId: string, fileName: string): UserFile {
  return {
    userFileId,
    fileId: null,
    fileName,
    extendName: '',
    isDir: 1,
    fileSize: 0,
    filePath: '/',
    file_type: 5,
    uploadTime: '2026-11-23T02:00:00.000Z',
    updateTime: '2026-11-23T02:00:00.000Z',
    deleteFlag: 0,
    deleteTime: null,
    deleteBatchNum: null,
  };
}

const pendingShare: ShareRecord = {
  id: '0d7c2b56-7f1e-4a35-9d0e-3b8d2f0a9c11',
  shareBatchNum: 'Qm9vay1zaGFyZS0xMjM0NTY3',
  kind: 'public',
  shareType: 0,
  extractionCode: '',
  remarks: '',
  shareTime: '2026-11-23T02:00:00.000Z',
  duration: 0,
  endTime: null,
  state: 'live',
  expired: false,
  viewCount: 0,
  downloadCount: 0,
  resaveCount: 0,
  thumbCount: 0,
  collectCount: 0,
  fileName: 'قيد المراجعة',
  fileCount: 1,
  files: [{ userFileId: 'pending-1', fileName: 'قيد المراجعة', extendName: '', isDir: 1 }],
  public: {
    public_title: 'مفردات',
    public_desc: 'قائمة',
    public_category_id: 1,
    status: 0,
    rejectReason: null,
    reviewTime: null,
    contentChangedAt: null,
  },
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 0, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** The server as the dialog sees it; answers the calls it makes and records the link request. */
function serve() {
  const linkRequests: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://qiao.test').pathname;
      if (path === '/api/share/shareList') return envelope({ list: [pendingShare], total: 1 });
      if (path === '/api/share/shareCategoryList')
        return envelope([{ base_id: 1, title: 'القواعد' }]);
      if (path === '/api/share/sharefile') {
        linkRequests.push(JSON.parse(String(init?.body)));
        return envelope({
          shareBatchNum: 'Ab_c-1234567890123456',
          extractionCode: '',
          endTime: null,
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return linkRequests;
}

function renderDialog(files: UserFile[]) {
  return render(
    <AppProviders>
      <ShareDialog files={files} onClose={() => {}} />
    </AppProviders>,
  );
}

// antd's first render under happy-dom takes seconds on a busy machine.
describe('the share dialog', { timeout: 20_000 }, () => {
  it('offers both tabs, and a link of 1 day without a code unless told otherwise', async () => {
    const linkRequests = serve();
    renderDialog([file('f-1', 'الدروس')]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'مشاركة عامة' })).toBeTruthy();
    const linkTab = within(dialog).getByRole('tab', { name: 'مشاركة برابط خاص' });
    expect(linkTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'يوم واحد' }).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الرابط' }));
    await within(dialog).findByText('رابط المشاركة جاهز');
    expect(linkRequests).toEqual([
      { duration: 1, shareType: 0, remarks: '', files: JSON.stringify([{ userFileId: 'f-1' }]) },
    ]);
    expect(within(dialog).getByText(/#\/pages\/Share\/Share\?filePath=/).textContent).toContain(
      'shareBatchNum=Ab_c-1234567890123456',
    );
  });

  it('shows the review note and hides the link tab while a public share of the files is pending', async () => {
    serve();
    renderDialog([file('pending-1', 'قيد المراجعة')]);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/بانتظار المراجعة/);
    await waitFor(() =>
      expect(within(dialog).queryByRole('tab', { name: 'مشاركة برابط خاص' })).toBeNull(),
    );
    expect(within(dialog).getByRole('tab', { name: 'مشاركة عامة' })).toBeTruthy();
  });

  it('asks for a zone, a title and an introduction before publishing', async () => {
    serve();
    renderDialog([file('f-2', 'الصور')]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'مشاركة عامة' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'إرسال للمراجعة' }));
    await within(dialog).findByText('يُرجى اختيار منطقة المشاركة');
    expect(within(dialog).getByText('يُرجى إدخال العنوان')).toBeTruthy();
    expect(within(dialog).getByText('يُرجى إدخال المقدّمة')).toBeTruthy();
  });
});
