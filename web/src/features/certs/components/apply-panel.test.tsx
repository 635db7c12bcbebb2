import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApi } from '../../../test/render-with-api';
import { ApplyPanel } from './apply-panel';
import {
  answerByPath,
  certApplication,
  certCourse,
  certSummary,
  conditions,
  COURSE_ID,
  readable,
} from './cert-test-data';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('ar');
});

function serve(
  course = certCourse(),
  apply: (body: Record<string, unknown>) => unknown = () => {
    throw new Error('not asked');
  },
) {
  const api = answerByPath({
    '/api/cert/getCertConditions': () => ({
      course,
      examRealName: 'Layla Hasan',
      approvalRequired: false,
      application: null,
      certificate: null,
    }),
    '/api/cert/applyCert': apply,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithApi(<ApplyPanel courseId={COURSE_ID} />);
  return api;
}

const lines = async () =>
  (await screen.findAllByTestId('cert-condition')).map((line) => readable(line.textContent));

describe('the apply page’s conditions', () => {
  it('shows each condition with the learner’s figure and what is missing, and no form yet', async () => {
    serve(
      certCourse({
        conditions: conditions({
          courseDone: { met: false, have: 0.62 },
          examPassed: { met: false, have: null },
        }),
      }),
    );
    expect(await lines()).toEqual([
      'إتمام الدورة62% — المطلوب 80%، بقي 18%',
      'اختبارات الدروس75% إجابات صحيحة (المطلوب 70%)مستوفى✓',
      'اختبار YCT 1لم تخضع له بعد — درجة النجاح 120 من 200خُض اختبارًا تجريبيًا',
    ]);
    expect(screen.getByRole('link', { name: 'خُض اختبارًا تجريبيًا' }).getAttribute('href')).toBe(
      '/pages/exam/list',
    );
    expect(screen.getByText('متى استوفيت كل الشروط أمكنك الطلب من هنا.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'اطلب الشهادة' })).toBeNull();
  });

  it('speaks Chinese, with the exam’s points on its own scale', async () => {
    await i18next.changeLanguage('zh');
    serve(certCourse({ conditions: conditions({ examPassed: { met: false, have: 100 } }) }));
    expect(await lines()).toEqual([
      '课程完成度90%（需 80%）已满足✓',
      '课后测试正确率75%（需 70%）已满足✓',
      'YCT 1 考试100 / 200，合格线 120，还差 20 分去参加模拟考试',
    ]);
  });
});

describe('applying', () => {
  it('fills the name given before the exam, applies, and shows the certificate issued', async () => {
    const api = serve(certCourse(), () => ({
      application: certApplication({ state: 'issued', waitsBecause: null }),
      certificate: certSummary(),
    }));
    const latin = await screen.findByLabelText('الاسم بالحروف اللاتينية أو الصينية');
    expect((latin as HTMLInputElement).value).toBe('Layla Hasan');
    expect(screen.getByText(/يجب أن يكون الاسم هو الذي كتبته قبل الاختبار/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('الاسم بالعربية'), { target: { value: 'ليلى حسن' } });
    fireEvent.click(screen.getByRole('button', { name: 'اطلب الشهادة' }));
    expect(await screen.findByText('صدرت شهادتك')).toBeTruthy();
    expect(screen.getByText('QIAO-YCT1-2026-000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تنزيل PDF' }).getAttribute('href')).toBe(
      certSummary().pdfUrl,
    );
    expect(api.sent.find((call) => call.path === '/api/cert/applyCert')?.body).toEqual({
      courseId: COURSE_ID,
      nameLatin: 'Layla Hasan',
      nameArabic: 'ليلى حسن',
    });
  });

  it('says why an application waits for an admin', async () => {
    serve(certCourse(), () => ({ application: certApplication(), certificate: null }));
    fireEvent.change(await screen.findByLabelText('الاسم بالعربية'), {
      target: { value: 'ليلى حسن' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'اطلب الشهادة' }));
    expect(await screen.findByText('طلبك ينتظر مراجعة مشرف')).toBeTruthy();
    expect(screen.getByText('الاسم يختلف عن الذي كُتب قبل الاختبار، فيراجعه مشرف.')).toBeTruthy();
  });

  it('refuses a name in the wrong script before sending it', async () => {
    const api = serve();
    fireEvent.change(await screen.findByLabelText('الاسم بالعربية'), {
      target: { value: 'Layla' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'اطلب الشهادة' }));
    expect(await screen.findByText('استعمل الحروف العربية فقط.')).toBeTruthy();
    expect(api.sent.some((call) => call.path === '/api/cert/applyCert')).toBe(false);
  });

  it('shows the server’s refusal in the learner’s language beside the form', async () => {
    serve(certCourse(), () => {
      throw { code: 3772, message: 'لديك طلب قيد المراجعة لهذه الدورة' };
    });
    fireEvent.change(await screen.findByLabelText('الاسم بالعربية'), {
      target: { value: 'ليلى حسن' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'اطلب الشهادة' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('لديك طلب قيد المراجعة لهذه الدورة')).toBeTruthy();
  });
});
