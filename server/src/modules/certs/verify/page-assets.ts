import fs from 'node:fs';
import path from 'node:path';

/** What the verify page borrows from the web build, when there is one. */
export interface VerifyPageAssets {
  /** Address of the ALTCHA widget's chunk the web app bundles for share codes, or null. */
  altchaScript: string | null;
  /** The web build's @font-face rules for its self-hosted Arabic and Chinese fonts, or null. */
  fontFaces: string | null;
}

interface ManifestEntry {
  file: string;
  name?: string;
  src?: string;
}

/** The widget's chunk, found in Vite's manifest (its file name carries a hash). */
function findAltcha(webDist: string): string | null {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestEntry>;
    const entry = Object.entries(manifest).find(
      ([key, value]) =>
        value.file.endsWith('.js') &&
        (/(^|[~_/])altcha([-.~]|$)/.test(value.name ?? '') || /node_modules\/altcha\//.test(key)),
    );
    if (!entry || !fs.existsSync(path.join(webDist, entry[1].file))) return null;
    return `/${entry[1].file}`;
  } catch {
    return null;
  }
}

const FONT_FAMILIES = /font-family:\s*["']?Noto Sans (Arabic|SC)["']?\s*;/;

/** The font rules the web app's style sheets declare, each loading a subset only when used. */
function findFontFaces(webDist: string): string | null {
  const assets = path.join(webDist, 'assets');
  let files: string[];
  try {
    files = fs.readdirSync(assets).filter((file) => file.endsWith('.css'));
  } catch {
    return null;
  }
  const rules = new Set<string>();
  for (const file of files) {
    const css = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const rule of css.match(/@font-face\s*\{[^}]*\}/g) ?? []) {
      if (FONT_FAMILIES.test(rule)) rules.add(rule);
    }
  }
  return rules.size > 0 ? [...rules].join('\n') : null;
}

export function findVerifyPageAssets(webDist: string): VerifyPageAssets {
  return { altchaScript: findAltcha(webDist), fontFaces: findFontFaces(webDist) };
}

/**
 * The page's one script, loaded only beside a challenge: it loads the widget, gives it the page's
 * texts and puts it in the number form, where it solves the challenge and adds its payload to the
 * form as the `altcha` field. Static, so the content policy's 'self' covers it.
 */
export function challengeScript(altchaScript: string): string {
  return `import ${JSON.stringify(altchaScript)};
const slot = document.querySelector('[data-challenge]');
if (slot) {
  const language = slot.dataset.language;
  const altcha = globalThis.$altcha;
  const base = altcha.i18n.get(language) ?? altcha.i18n.get('en') ?? {};
  altcha.i18n.set(language, { ...base, ...JSON.parse(slot.dataset.texts) });
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', slot.dataset.challenge);
  widget.setAttribute('auto', 'onload');
  widget.setAttribute('name', 'altcha');
  widget.setAttribute('language', language);
  widget.setAttribute('dir', document.documentElement.dir);
  widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
  slot.append(widget);
}
`;
}
