import sharp from 'sharp';
import { textLayer } from './cover-image';
import { DEMO_FAMILIES, DEMO_FONTS } from './demo-fonts';
import type { ExamPicture } from './exam-pictures';

const WIDTH = 320;
const HEIGHT = 240;
/** Card tints, chosen by the character so each picture keeps its colour between seeds. */
const TINTS = ['#2f6f4e', '#8a3b2e', '#2e4f8a', '#6b4a8a', '#8a6d2e', '#2e7a8a'];

/** The drawing above the words: dots for a number, a disc for a colour, nothing for the rest. */
function motif(picture: ExamPicture): string {
  if (picture.dots) {
    const gap = WIDTH / (picture.dots + 1);
    return Array.from(
      { length: picture.dots },
      (_, index) =>
        `<circle cx="${gap * (index + 1)}" cy="44" r="${Math.min(16, gap / 2.6)}" fill="white"/>`,
    ).join('');
  }
  if (picture.colour) {
    return `<circle cx="${WIDTH / 2}" cy="56" r="40" fill="${picture.colour}" stroke="white" stroke-width="4"/>`;
  }
  return `<rect x="24" y="16" width="${WIDTH - 48}" height="${HEIGHT - 32}" rx="18" fill="white" fill-opacity="0.1"/>`;
}

/** An exam paper's picture as WebP: its drawing, its character large, its Arabic meaning under it. */
export async function examPictureImage(picture: ExamPicture): Promise<Buffer> {
  const tint = TINTS[[...picture.hanzi].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % 6]!;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <rect width="100%" height="100%" fill="${tint}"/>${motif(picture)}
    </svg>`,
  );
  const drawn = picture.dots || picture.colour;
  const chinese = await textLayer(
    picture.hanzi,
    DEMO_FONTS.chineseBold,
    `${DEMO_FAMILIES.chinese} Bold`,
    drawn ? 34 : 48,
    WIDTH - 32,
  );
  const arabic = await textLayer(
    picture.ar,
    DEMO_FONTS.latinArabic,
    DEMO_FAMILIES.latinArabic,
    18,
    WIDTH - 32,
  );
  const top = drawn ? 108 : Math.round((HEIGHT - chinese.height - arabic.height - 12) / 2);
  return sharp(background)
    .composite([
      { input: chinese.data, top, left: Math.round((WIDTH - chinese.width) / 2) },
      {
        input: arabic.data,
        top: Math.min(HEIGHT - arabic.height - 8, top + chinese.height + 12),
        left: Math.round((WIDTH - arabic.width) / 2),
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();
}
