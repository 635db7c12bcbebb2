import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../app/i18n';
import { NewOfficeFileDialog } from './new-office-file-dialog';

beforeAll(() => {
  initI18n('ar');
});

/** The server's answer to createofficefile, as the envelope carries it. */
function answer(body: object) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

const created = {
  success: true,
  code: 0,
  message: 'تمت العملية بنجاح',
  data: {
    userFileId: 'f1',
    fileId: 'o1',
    fileName: 'مفردات',
    extendName: 'xlsx',
    isDir: 0,
    fileSize: 6041,
    filePath: '/课程',
    file_type: 2,
    uploadTime: '2026-11-23T03:00:00.000Z',
    updateTime: '2026-11-23T03:00:00.000Z',
    deleteFlag: 0,
    deleteTime: null,
    deleteBatchNum: null,
  },
};

function renderDialog(onClose = vi.fn()) {
  render(
    <AppProviders>
      <NewOfficeFileDialog filePath="/课程" onClose={onClose} />
    </AppProviders>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'ملف مكتبي جديد' }), onClose };
}

describe('the new office file dialog in Arabic', () => {
  it('asks for a name, then creates the chosen type in the folder shown', async () => {
    const fetchMock = vi.fn(async () => answer(created));
    vi.stubGlobal('fetch', fetchMock);
    const { dialog, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    expect(await within(dialog).findByText('يُرجى إدخال اسم الملف')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByText('مصنف Excel'));
    fireEvent.change(within(dialog).getByLabelText('اسم الملف'), {
      target: { value: '  مفردات ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/office/createofficefile');
    expect(JSON.parse(String(init.body))).toEqual({
      extendName: 'xlsx',
      fileName: 'مفردات',
      filePath: '/课程',
    });
    expect(await screen.findByText('تم إنشاء الملف')).toBeTruthy();
  });

  it('refuses forbidden characters before asking the server', async () => {
    const fetchMock = vi.fn(async () => answer(created));
    vi.stubGlobal('fetch', fetchMock);
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('اسم الملف'), { target: { value: 'a/b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    expect(await within(dialog).findByText(/لا يمكن أن يحتوي اسم الملف/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns "operation failed" with the reason and stays open when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({
          success: false,
          code: 3004,
          message: 'يوجد ملف أو مجلد بهذا الاسم هنا',
          data: null,
        }),
      ),
    );
    const { dialog, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('اسم الملف'), { target: { value: 'مفردات' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    expect(await screen.findByText('فشلت العملية: يوجد ملف أو مجلد بهذا الاسم هنا')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
