import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, type ContentManifestInput } from '@qiao/contracts/content-manifest';
import type { CoverSpec } from './cover-image';
import { buildEpub, type EpubBook } from './epub-book';
import { EXAM_PICTURES, type ExamPictureName } from './exam-pictures';
import type { PdfSpec } from './pdf-document';
import { webVtt, type Cue } from './webvtt';

const BUNDLED = path.join(import.meta.dirname, 'bundled');

/**
 * Writes the demo's media into `<root>/media` and its manifests into `<root>/<folder>/`, each
 * folder seeing the shared media through a `media` link, as an operator's folders would hold
 * their own files. Every file is made once, however many rows use it.
 */
export class MediaKit {
  private readonly made = new Map<string, Promise<string>>();
  readonly folders: string[] = [];

  constructor(readonly root: string) {}

  private once(name: string, make: (target: string) => Promise<void>): Promise<string> {
    let file = this.made.get(name);
    if (!file) {
      const target = path.join(this.root, 'media', name);
      file = fs
        .mkdir(path.dirname(target), { recursive: true })
        .then(() => make(target))
        .then(() => `media/${name}`);
      this.made.set(name, file);
    }
    return file;
  }

  /** A bundled clip (`yct-01`, `festival`...), captioned in the picture and spoken in Chinese. */
  clip(name: string): Promise<string> {
    return this.once(`clips/${name}.mp4`, (target) =>
      fs.symlink(path.join(BUNDLED, `${name}.mp4`), target),
    );
  }

  /** An audio card's spoken word. */
  cardAudio(hanzi: string): Promise<string> {
    return this.once(`cards/${hanzi}.mp3`, (target) =>
      fs.symlink(path.join(BUNDLED, `card-${hanzi}.mp3`), target),
    );
  }

  /** An exam paper's sound, as `bundled/exam-audio.json` lists it. */
  examAudio(name: string): Promise<string> {
    return this.once(`exam-audio/${name}.mp3`, (target) =>
      fs.symlink(path.join(BUNDLED, `exam-${name}.mp3`), target),
    );
  }

  examPicture(name: ExamPictureName): Promise<string> {
    return this.once(`exam-pictures/${name}.webp`, async (target) => {
      const { examPictureImage } = await import('./exam-picture-image');
      await fs.writeFile(target, await examPictureImage(EXAM_PICTURES[name]));
    });
  }

  captions(name: string, cues: readonly Cue[]): Promise<string> {
    return this.once(`captions/${name}.vtt`, (target) => fs.writeFile(target, webVtt(cues)));
  }

  // The image and PDF makers (sharp, pdfkit) load when a file is first made, not with the seed:
  // a server whose demo media exists never holds them (see docs/decisions/042).
  cover(name: string, spec: CoverSpec): Promise<string> {
    return this.once(`covers/${name}.webp`, async (target) => {
      const { coverImage } = await import('./cover-image');
      await fs.writeFile(target, await coverImage(spec));
    });
  }

  pdf(name: string, spec: PdfSpec): Promise<string> {
    return this.once(`documents/${name}.pdf`, async (target) => {
      const { buildPdf } = await import('./pdf-document');
      await fs.writeFile(target, await buildPdf(spec));
    });
  }

  epub(name: string, book: EpubBook): Promise<string> {
    return this.once(`books/${name}.epub`, async (target) =>
      fs.writeFile(target, await buildEpub(book)),
    );
  }

  /** Writes one import folder; answers its path. */
  async folder(name: string, manifest: ContentManifestInput): Promise<string> {
    const folder = path.join(this.root, name);
    await fs.mkdir(folder, { recursive: true });
    await fs.symlink(path.join(this.root, 'media'), path.join(folder, 'media'));
    await fs.writeFile(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    this.folders.push(folder);
    return folder;
  }
}
