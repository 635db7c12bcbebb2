import { directionOf, htmlLangOf, type Language } from '@qiao/contracts/languages';
import type { MailMessage } from '../../platform/mail/mailer';
import { html } from '../../platform/html/safe-html';
import { PASSWORD_RESET } from './reset-rules';

interface ResetMailTexts {
  subject: string;
  /** `{name}`: the account's name. */
  greeting: string;
  /** `{minutes}`: how long the link works. */
  request: string;
  button: string;
  ignore: string;
}

/** The reset mail in the language of the page the visitor asked from. */
export const RESET_MAIL_TEXTS: Record<Language, ResetMailTexts> = {
  ar: {
    subject: 'اختيار كلمة مرور جديدة لحسابك في جسر',
    greeting: 'مرحبًا {name}،',
    request:
      'طُلبت إعادة تعيين كلمة المرور لحسابك في جسر. لاختيار كلمة مرور جديدة، افتح الرابط التالي خلال {minutes} دقيقة:',
    button: 'اختيار كلمة مرور جديدة',
    ignore:
      'يعمل الرابط مرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
  },
  zh: {
    subject: '设置桥平台账号的新密码',
    greeting: '{name}，您好：',
    request: '有人请求重设您在桥平台的账号密码。请在 {minutes} 分钟内打开以下链接设置新密码：',
    button: '设置新密码',
    ignore: '该链接只能使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  en: {
    subject: 'Choose a new password for your Qiao account',
    greeting: 'Hello {name},',
    request:
      'Someone asked to reset the password of your Qiao account. To choose a new password, open this link within {minutes} minutes:',
    button: 'Choose a new password',
    ignore:
      'The link works only once. If you did not ask for this, ignore this message and your password stays as it is.',
  },
};

/** The mail with a reset link: plain text for every client, and the same words as simple HTML. */
export function resetMail(input: {
  language: Language;
  to: string;
  name: string;
  link: string;
}): MailMessage {
  const t = RESET_MAIL_TEXTS[input.language];
  const greeting = t.greeting.replace('{name}', input.name);
  const request = t.request.replace('{minutes}', String(PASSWORD_RESET.tokenMinutes));
  const dir = directionOf(input.language);
  return {
    to: input.to,
    subject: t.subject,
    language: input.language,
    text: [greeting, '', request, input.link, '', t.ignore, '', '桥 Qiao · جسر'].join('\n'),
    html: html`<!doctype html>
      <html lang="${htmlLangOf(input.language)}" dir="${dir}">
        <body dir="${dir}" style="font-family: sans-serif; line-height: 1.6">
          <p>${greeting}</p>
          <p>${request}</p>
          <p><a href="${input.link}">${t.button}</a></p>
          <p dir="ltr" style="font-size: 0.85em; word-break: break-all">${input.link}</p>
          <p>${t.ignore}</p>
          <p>桥 Qiao · جسر</p>
        </body>
      </html>`.value,
  };
}
