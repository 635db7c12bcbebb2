import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, postJson, signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const body = envelopeOf;

describe('user info', () => {
  it('says status 0 to a visitor, without asking them to log in', async () => {
    const answer = await body(await postJson(server, '/api/user/getUserInfo'));
    expect(answer).toMatchObject({ code: 0, data: { status: 0, data: null } });
  });

  it('describes the signed-in user with the spec fields', async () => {
    const student = await signInAs(server, {
      name: 'Fatima Al-Zahra',
      email: 'fatima@example.com',
    });
    const answer = await body(await postJson(server, '/api/user/getUserInfo', {}, student.cookie));
    expect(answer.data).toEqual({
      status: 1,
      data: {
        login_name: 'Fatima Al-Zahra',
        user_name: 'Fatima Al-Zahra',
        email: 'fatima@example.com',
        uid: student.userId,
        type: 0,
        role: 'student',
      },
    });
  });

  it('answers code 401 on HTTP 200 for a protected call while signed out', async () => {
    const response = await postJson(server, '/api/user/getBasicsInfo?lang=zh');
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      success: false,
      code: 401,
      message: '您尚未登录',
    });
  });
});

describe('profile', () => {
  it('saves basic and contact information and reads it back', async () => {
    const { cookie } = await signInAs(server);
    const basics = {
      name: 'ليلى أحمد',
      sex: 'female',
      birthday: '2001-03-09',
      nationality: 'السعودية',
      birthplace: 'الرياض',
      occupation: 'student',
    };
    expect(
      (await body(await postJson(server, '/api/user/editBasicsInfo', basics, cookie))).code,
    ).toBe(0);
    const contact = { mobile: '+966 55 123 4567', email: 'layla@example.com' };
    expect(
      (await body(await postJson(server, '/api/user/editUserInfo', contact, cookie))).code,
    ).toBe(0);
    const profile = await body(await postJson(server, '/api/user/getBasicsInfo', {}, cookie));
    expect(profile.data).toEqual({ ...basics, ...contact });
  });

  it.each([
    [{ name: '   ' }, 'zh', '请输入姓名'],
    [{ name: 'x'.repeat(65) }, 'en', 'The name is too long (64 characters at most)'],
    [{ name: 'علي', sex: 'other' }, 'al', 'يُرجى اختيار الجنس'],
    [{ name: 'علي', birthday: '2999-01-01' }, 'en', 'The birthday is not a valid past date'],
    [{ name: 'علي', occupation: 'pilot' }, 'zh', '请选择职业'],
  ])('refuses basics %j with a translated message', async (input, lang, message) => {
    const { cookie } = await signInAs(server);
    const response = await postJson(server, `/api/user/editBasicsInfo?lang=${lang}`, input, cookie);
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 400, message });
  });

  it.each([
    [{ mobile: 'call me' }, 'al', 'رقم الجوال غير صحيح'],
    [{ email: 'not-an-email' }, 'zh', '邮箱格式不正确'],
  ])('refuses contact %j with a translated message', async (input, lang, message) => {
    const { cookie } = await signInAs(server);
    const response = await postJson(server, `/api/user/editUserInfo?lang=${lang}`, input, cookie);
    expect(await body(response)).toMatchObject({ code: 400, message });
  });

  it('changes only the caller’s own profile', async () => {
    const first = await signInAs(server, { name: 'First' });
    const second = await signInAs(server, { name: 'Second' });
    await postJson(server, '/api/user/editBasicsInfo', { name: 'Changed' }, first.cookie);
    const other = await body(await postJson(server, '/api/user/getBasicsInfo', {}, second.cookie));
    expect(other.data).toMatchObject({ name: 'Second' });
  });
});

describe('roles', () => {
  it('refuses admin calls to students and teachers', async () => {
    for (const role of ['student', 'teacher'] as const) {
      const { cookie } = await signInAs(server, { role });
      const response = await postJson(server, '/api/admin/userList?lang=en', {}, cookie);
      expect(response.status).toBe(403);
      expect(await body(response)).toMatchObject({
        code: 403,
        message: 'You are not allowed to do this',
      });
    }
  });

  it('lets an admin make a student a teacher, which the student then sees as type 1', async () => {
    const admin = await signInAs(server, { role: 'admin', name: 'Admin' });
    const student = await signInAs(server, { name: 'Omar Teacher-to-be' });
    const listed = await body(
      await postJson(server, '/api/admin/userList', { keyword: 'teacher-to-be' }, admin.cookie),
    );
    expect(listed.data).toMatchObject({
      total: 1,
      list: [{ uid: student.userId, role: 'student' }],
    });
    const changed = await body(
      await postJson(
        server,
        '/api/admin/setUserRole',
        { uid: student.userId, role: 'teacher' },
        admin.cookie,
      ),
    );
    expect(changed.data).toMatchObject({ role: 'teacher', type: 1 });
    const info = await body(await postJson(server, '/api/user/getUserInfo', {}, student.cookie));
    expect(info.data).toMatchObject({ status: 1, data: { type: 1, role: 'teacher' } });
  });

  it('does not let an admin remove their own admin role', async () => {
    const admin = await signInAs(server, { role: 'admin' });
    const response = await postJson(
      server,
      '/api/admin/setUserRole',
      { uid: admin.userId, role: 'student' },
      admin.cookie,
    );
    expect((await body(response)).code).toBe(403);
  });

  it('answers "no such user" for an unknown uid', async () => {
    const admin = await signInAs(server, { role: 'admin' });
    for (const uid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await postJson(
        server,
        '/api/admin/setUserRole?lang=en',
        { uid, role: 'teacher' },
        admin.cookie,
      );
      expect(await body(response)).toMatchObject({ code: 2101, message: 'No such user' });
    }
  });
});
