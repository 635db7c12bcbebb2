import sharp from 'sharp';
import { DEMO_FAMILIES, DEMO_FONTS } from './demo-fonts';

export interface CoverSpec {
  zh: string;
  ar: string;
  /** Background colours, top-left to bottom-right. */
  colours: [string, string];
  shape: 'wide' | 'book' | 'square';
}

const SIZES = { wide: [640, 360], book: [420, 600], square: [360, 360] } as const;

const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line block of text rendered by Pango with the given font file (shaping Arabic right). */
export async function textLayer(
  value: string,
  font: string,
  family: string,
  size: number,
  width: number,
) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="white" font_desc="${family} ${size}">${escapeMarkup(value)}</span>`,
      fontfile: font,
      width,
      align: 'centre',
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A cover: a gradient with the Chinese title large and the Arabic title under it, in the bundled
 * fonts, as WebP. Generated, so every demo row has a real image without shipping pictures.
 */
export async function coverImage(spec: CoverSpec): Promise<Buffer> {
  const [width, height] = SIZES[spec.shape];
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${spec.colours[0]}"/><stop offset="1" stop-color="${spec.colours[1]}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.35}" fill="white" fill-opacity="0.08"/>
      <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.25}" fill="white" fill-opacity="0.06"/>
    </svg>`,
  );
  const inner = Math.round(width * 0.86);
  const zhSize = spec.shape === 'book' ? 34 : 30;
  const chinese = await textLayer(
    spec.zh,
    DEMO_FONTS.chineseBold,
    `${DEMO_FAMILIES.chinese} Bold`,
    zhSize,
    inner,
  );
  const arabic = await textLayer(
    spec.ar,
    DEMO_FONTS.latinArabic,
    DEMO_FAMILIES.latinArabic,
    Math.round(zhSize * 0.6),
    inner,
  );
  const gap = Math.round(height * 0.05);
  const total = chinese.height + gap + arabic.height;
  const top = Math.max(0, Math.round((height - total) / 2));
  return sharp(background)
    .composite([
      { input: chinese.data, top, left: Math.round((width - chinese.width) / 2) },
      {
        input: arabic.data,
        top: Math.min(height - arabic.height, top + chinese.height + gap),
        left: Math.round((width - arabic.width) / 2),
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();
}
