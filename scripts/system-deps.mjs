// What the tests need from the operating system: Debian's Chromium and CJK fonts (so Chinese
// renders as glyphs, not boxes, in screenshots), and LibreOffice without its desktop parts (office
// previews are converted to PDF with it; its tests run the real program). Installed with apt-get
// when missing and running as root; otherwise the missing packages are named and the run stops.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Writer, Calc and Impress, headless: what converting doc(x), xls(x) and ppt(x) to PDF needs. */
const LIBREOFFICE_PACKAGES = [
  'libreoffice-writer-nogui',
  'libreoffice-calc-nogui',
  'libreoffice-impress-nogui',
];

function onPath(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().length > 0;
}

export function missingSystemPackages() {
  const missing = [];
  if (!fs.existsSync(chromiumPath)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (!onPath('soffice') && !onPath('libreoffice')) missing.push(...LIBREOFFICE_PACKAGES);
  return missing;
}

export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `The tests need these system packages: ${missing.join(', ')}.\n` +
        `Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}), ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  const still = missingSystemPackages();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.join(', ')}`);
    process.exit(1);
  }
}
