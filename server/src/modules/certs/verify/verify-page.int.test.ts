import { describe, expect, it } from 'vitest';
import { CERT_VERIFY_THROTTLE } from './throttle-rules';
import { solveVerifyChallenge, useVerifyServer, type VerifyChallenge } from './verify-test-setup';

const { server, newCertificate, newVisitor } = useVerifyServer();
const numberForm = (number: string, name: string, altcha?: string) =>
  new URLSearchParams({ check: 'number', number, name, ...(altcha ? { altcha } : {}) });

/** The challenge the page put in its number form, as the widget reads it. */
function challengeIn(html: string): VerifyChallenge {
  const attribute = /data-challenge="([^"]+)"/.exec(html)?.[1];
  if (!attribute) throw new Error('no challenge on the page');
  const json = attribute
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(json) as VerifyChallenge;
}

describe('the verify page works in a browser without the web app', () => {
  it('shows the certificate a QR code names at once, in Arabic by default, right to left', async () => {
    const cert = await newCertificate();
    const { response, html } = await newVisitor().page({ id: cert.verifyId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('شهادة صحيحة وسارية');
    expect(html).toContain('Layla Hassan');
    expect(html).toContain('ليلى حسن');
    expect(html).toContain('الصينية للأطفال 2');
    expect(html).toContain('YCT 2');
    expect(html).toContain('168 / 200');
    expect(html).toContain(cert.number);
    expect(html).toContain('منصة Qiao');
    // The date of issue in Arabic with Latin digits (decision 030).
    expect(html).toContain('21 نوفمبر 2026');
    // The page needs no script at all.
    expect(html).not.toContain('<script');
  });

  it('speaks Chinese and English from ?lang, the lang cookie or Accept-Language, with links to the others', async () => {
    const cert = await newCertificate();
    const visitor = newVisitor();
    const zh = await visitor.page({ id: cert.verifyId, lang: 'zh' });
    expect(zh.html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(zh.html).toContain('证书真实有效');
    expect(zh.html).toContain('少儿汉语 2');
    expect(zh.html).toContain('2026年11月21日');
    expect(zh.html).toContain(`?id=${cert.verifyId}&amp;lang=ar`);
    const en = await visitor.page({ id: cert.verifyId }, { cookie: 'lang=en' });
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain('Valid certificate');
    expect(en.html).toContain('Chinese for Children 2');
    expect(en.html).toContain('21 November 2026');
    const browser = await visitor.page(
      { id: cert.verifyId },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
    );
    expect(browser.html).toContain('证书真实有效');
    // The spec's `al` in a cookie is Arabic.
    const al = await visitor.page({ id: cert.verifyId }, { cookie: 'lang=al' });
    expect(al.html).toContain('dir="rtl"');
  });

  it('checks a number and name typed loosely, and says "not found" for a wrong name or number', async () => {
    const cert = await newCertificate();
    const visitor = newVisitor();
    const right = await visitor.post(numberForm(cert.number.toLowerCase(), ' LAYLA  HASSAN '), {
      lang: 'en',
    });
    expect(right.html).toContain('Valid certificate');
    expect(right.html).toContain('Layla Hassan');
    const wrongName = await visitor.post(numberForm(cert.number, 'Layla Hassam'), { lang: 'en' });
    const wrongNumber = await visitor.post(numberForm('QIAO-YCT2-2026-999999', 'Layla Hassan'), {
      lang: 'en',
    });
    for (const { html } of [wrongName, wrongNumber]) {
      expect(html).toContain('No certificate found');
      expect(html).not.toContain('Valid certificate');
      expect(html).not.toContain('ليلى حسن');
    }
  });

  it('keeps a certificate found by number and name when the visitor switches language', async () => {
    const cert = await newCertificate();
    const visitor = newVisitor();
    const found = await visitor.post(numberForm(cert.number, 'Layla Hassan'), { lang: 'ar' });
    expect(found.html).toContain('شهادة صحيحة وسارية');
    // The language links name the certificate by its verify id; the forms stay for another check.
    const chineseLink = /<a href="([^"]+)" lang="zh-CN"/
      .exec(found.html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(chineseLink).toBe(`/pages/cert/verify?id=${cert.verifyId}&lang=zh`);
    expect(found.html).toContain('name="number"');
    const chinese = await visitor.page({ id: cert.verifyId, lang: 'zh' });
    expect(chinese.html).toContain('证书真实有效');
    expect(chinese.html).toContain('Layla Hassan');

    const missed = await visitor.post(numberForm(cert.number, 'Someone Else'), { lang: 'ar' });
    expect(missed.html).not.toContain(`id=${cert.verifyId}`);
  });

  it('shows a revoked certificate as not valid, with the date and reason, in Arabic and Chinese', async () => {
    const cert = await newCertificate({
      revoked: { at: new Date('2026-11-25T08:00:00.000Z'), reason: 'تصحيح الاسم' },
    });
    const visitor = newVisitor();
    const ar = await visitor.page({ id: cert.verifyId });
    expect(ar.html).toContain('أُلغيت هذه الشهادة — لم تعد سارية');
    expect(ar.html).toContain('25 نوفمبر 2026');
    expect(ar.html).toContain('تصحيح الاسم');
    expect(ar.html).not.toContain('شهادة صحيحة وسارية');
    const zh = await visitor.page({ id: cert.verifyId, lang: 'zh' });
    expect(zh.html).toContain('此证书已被撤销，不再有效');
    expect(zh.html).toContain('撤销日期：2026年11月25日');
  });

  it('says "not found" for an unknown or malformed id', async () => {
    const visitor = newVisitor();
    const unknown = await visitor.page({ id: 'a'.repeat(32), lang: 'zh' });
    expect(unknown.html).toContain('未找到证书');
    const malformed = await visitor.page({ id: '<script>', lang: 'zh' });
    expect(malformed.html).toContain('未找到证书');
    expect(malformed.html).not.toContain('<script>');
  });

  it('escapes a holder name that looks like HTML', async () => {
    const cert = await newCertificate({
      nameLatin: '<img src=x onerror=alert(1)>',
      nameArabic: 'ليلى "<b>"',
    });
    const { html } = await newVisitor().page({ id: cert.verifyId, lang: 'en' });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('ليلى &quot;&lt;b&gt;&quot;');
    // What a visitor typed is escaped too when the form shows it again.
    const typed = await newVisitor().post(numberForm(cert.number, '"><script>x</script>'));
    expect(typed.html).not.toContain('<script>x');
  });

  it('shows the empty forms in the three languages, the badge form taking a file', async () => {
    const visitor = newVisitor();
    const ar = await visitor.page();
    expect(ar.html).toContain('بالرقم واسم الحامل');
    expect(ar.html).toContain('enctype="multipart/form-data"');
    expect(ar.html).toContain('name="badgeFile"');
    expect((await visitor.page({ lang: 'zh' })).html).toContain('按证书编号和持有人姓名');
    expect((await visitor.page({ lang: 'en' })).html).toContain('By number and holder name');
  });

  it('asks for work in the number form past the free misses, with the widget, and lets the solved check through', async () => {
    const cert = await newCertificate();
    const visitor = newVisitor();
    for (let n = 0; n < CERT_VERIFY_THROTTLE.freeFailures.address; n += 1) {
      const miss = await visitor.post(numberForm(cert.number, `Guess ${n}x`), { lang: 'en' });
      expect(miss.html).toContain('No certificate found');
    }
    const asked = await visitor.post(numberForm(cert.number, 'Layla Hassan'), { lang: 'en' });
    expect(asked.html).toContain('your device does a short check');
    expect(asked.html).not.toContain('Valid certificate');
    expect(asked.html).toContain('<script type="module" src="/pages/cert/verify/challenge.js">');
    // The widget script and the chunk it loads are served.
    const script = await fetch(`${server().baseUrl}/pages/cert/verify/challenge.js`);
    expect(await script.text()).toContain('/assets/vendor~altcha-T3st.js');
    const payload = await solveVerifyChallenge(challengeIn(asked.html));
    const paid = await visitor.post(numberForm(cert.number, 'Layla Hassan', payload), {
      lang: 'en',
    });
    expect(paid.html).toContain('Valid certificate');
    // The badge form never carries the widget.
    const badgeForm = asked.html.slice(asked.html.indexOf('id="by-badge"'));
    expect(badgeForm).not.toContain('data-challenge');
  });

  it('says a tampered badge, pasted or uploaded, does not hold', async () => {
    const visitor = newVisitor();
    const pasted = new FormData();
    pasted.set('check', 'badge');
    pasted.set('badge', 'eyJhbGciOiJFUzI1NiJ9.eyJmYWtlIjp0cnVlfQ.c2lnbmF0dXJl');
    const answer = await visitor.post(pasted, { lang: 'en' });
    expect(answer.html).toContain('data-state="signature-fails"');
    expect(answer.html).not.toContain('The badge signature holds');
    const uploaded = new FormData();
    uploaded.set('check', 'badge');
    uploaded.set('badgeFile', new Blob(['not a badge']), 'badge.json');
    const upload = await visitor.post(uploaded, { lang: 'zh' });
    expect(upload.html).toContain('data-state="signature-fails"');
  });

  it('answers a file far longer than any badge on the page as unreadable', async () => {
    const visitor = newVisitor();
    const huge = new FormData();
    huge.set('check', 'badge');
    huge.set('badgeFile', new Blob(['x'.repeat(200 * 1024)]), 'huge.json');
    const { response, html } = await visitor.post(huge, { lang: 'en' });
    expect(response.status).toBe(200);
    expect(html).toContain('This file could not be read as a digital badge.');
  });

  it('loads the self-hosted fonts of the web build', async () => {
    const { html } = await newVisitor().page();
    expect(html).toContain('href="/pages/cert/verify/fonts.css"');
    const css = await (await fetch(`${server().baseUrl}/pages/cert/verify/fonts.css`)).text();
    expect(css).toContain('Noto Sans Arabic');
    expect(css).not.toContain('color:red');
  });
});
