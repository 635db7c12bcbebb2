import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import type { MediaKit } from '../media-kit';
import { hsk1Paper } from './hsk-1-paper';
import {
  hsk2ShortPaper,
  hsk3ShortPaper,
  hsk4ShortPaper,
  hsk5ShortPaper,
  hsk6ShortPaper,
} from './hsk-short-papers';
import { hskLesson1Test, yctLesson1Test } from './lesson-tests';
import { withPaperMedia } from './paper-media';
import { yct1Paper } from './yct-1-paper';
import { yct2Paper } from './yct-2-paper';
import { yct3ShortPaper, yct4ShortPaper } from './yct-short-papers';

/**
 * The demo's papers, written for Qiao (not copied from real tests): full YCT 1, YCT 2 and HSK 1
 * mock papers, a short paper of every other level, and the courses' lesson tests.
 */
export const DEMO_PAPERS = [
  yct1Paper,
  yct2Paper,
  hsk1Paper,
  hsk2ShortPaper,
  hsk3ShortPaper,
  hsk4ShortPaper,
  hsk5ShortPaper,
  hsk6ShortPaper,
  yct3ShortPaper,
  yct4ShortPaper,
  yctLesson1Test,
  hskLesson1Test,
];

/** One `{ "type": "exam" }` manifest per paper, its sounds and pictures made by the kit. */
export function examPapers(kit: MediaKit): Promise<ContentManifestInput[]> {
  return Promise.all(
    DEMO_PAPERS.map(async (paper) => ({
      type: 'exam' as const,
      exam: await withPaperMedia(kit, paper),
    })),
  );
}
