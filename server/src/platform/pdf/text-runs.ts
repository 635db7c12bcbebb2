import bidiFactory from 'bidi-js';
import { fileFor, fileHolds, type FontWeight } from './fonts';

const bidi = bidiFactory();

/** A piece of a line set in one font file at one bidi level, in the order it is drawn. */
export interface TextRun {
  text: string;
  file: string;
  level: number;
}

const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Isolates and embeddings: they order the line, and no font draws them (else a box each). */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * A line cut into runs and put in visual order (Unicode bidi rule L2, by runs). Each run keeps its
 * logical text: fontkit joins the Arabic letters of a run and itself lays an Arabic run out right
 * to left, so the PDF holds real, selectable Arabic. A right-to-left run without Arabic letters
 * (punctuation between Arabic words) is turned round here; every right-to-left run has its brackets
 * mirrored (Unicode bidi rule L4).
 */
export function visualRuns(text: string, weight: FontWeight, direction: 'ltr' | 'rtl'): TextRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const fallback = fileFor('?', weight)!;
  const runs: TextRun[] = [];
  let offset = 0;
  for (const char of text) {
    const level = levels[offset]!;
    offset += char.length;
    if (DIRECTION_CONTROLS.test(char)) continue;
    const own = fileFor(char, weight) ?? fallback;
    const last = runs.at(-1);
    const staysInRun =
      last !== undefined &&
      last.level === level &&
      (last.file === own || (!LETTER_OR_NUMBER.test(char) && fileHolds(last.file, char)));
    if (staysInRun) last.text += char;
    else runs.push({ text: char, file: own, level });
  }
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(
    ...runs.map((run) => run.level).filter((level) => level % 2 === 1),
    highest + 1,
  );
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < runs.length) {
      if (runs[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < runs.length && runs[end]!.level >= level) end += 1;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    if (run.level % 2 === 0) return run;
    const mirrored = [...run.text].map((char) => bidi.getMirroredCharacter(char) ?? char);
    // fontkit turns an Arabic run round itself but draws its brackets as they are (no mirroring):
    // they are mirrored here, in logical order, so "(تجريبية)" is not drawn ")تجريبية(".
    return { ...run, text: (STRONG_RTL.test(run.text) ? mirrored : mirrored.reverse()).join('') };
  });
}
