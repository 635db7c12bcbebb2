import type { Language } from '@qiao/contracts/languages';
import { extensionPoint } from '../../../platform/modules/extension-point';

/** A mock paper as the search's "exams" tab lists it. */
export interface FoundPaper {
  id: string;
  title: string;
  levelName: string | null;
  createdAt: Date | string;
}

/**
 * Finds mock papers whose texts `words` matches, titles in `language`. The exams module provides
 * it (its `searchPapers`): it reads the catalogue, so the catalogue cannot import it.
 */
export type ExamPaperSearch = (
  words: (texts: readonly string[]) => boolean,
  language: Language,
) => Promise<FoundPaper[]>;

export const EXAM_PAPER_SEARCH = extensionPoint<ExamPaperSearch>('catalogue.examPaperSearch');
