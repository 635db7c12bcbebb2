import { LANGUAGES, type Language } from '@qiao/contracts/languages';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import zhCommon from '../locales/zh/common.json';
import { leaveEarlyScreens } from './first-screen';
import { browserLanguageSources, resolveLanguage } from './language';

// Only the load-error texts: the files differ elsewhere, in plural forms (Arabic has six).
const COMMON: Record<Language, Pick<typeof arCommon, 'loadError'>> = {
  ar: arCommon,
  zh: zhCommon,
  en: enCommon,
};

/**
 * The shell's own code did not arrive, so React is not there to show the load-error page. A
 * plain message in the visitor's language, with the other languages below it, has to do.
 */
export function showStartFailure(): void {
  leaveEarlyScreens();
  const root = document.getElementById('root');
  if (!root) return;
  const language = resolveLanguage(browserLanguageSources());
  const ordered = [language, ...LANGUAGES.filter((other) => other !== language)];
  const message = document.createElement('main');
  message.setAttribute('role', 'alert');
  message.style.padding = '2rem';
  for (const lang of ordered) {
    const line = document.createElement('p');
    line.lang = lang;
    line.dir = 'auto';
    const { title, description } = COMMON[lang].loadError;
    line.textContent = `${title} — ${description}`;
    message.append(line);
  }
  root.replaceChildren(message);
}
