import type { Language } from '@qiao/contracts/languages';
import { extensionPoint } from '../../../platform/modules/extension-point';

/** A tool, or a thing a tool opens at (a character of the writing tool), as the "tools" tab lists it. */
export interface FoundTool {
  /** Stable for the same thing across searches (a name-based UUID for a character). */
  id: string;
  kind: 'writingTool' | 'character';
  title: string;
  summary: string;
  /** The hash route of the tool's page, opened at the thing found. */
  route: string;
}

/**
 * Finds tools whose names `words` matches, and what they hold that the keyword names, texts in
 * `language`, best first. The writing module provides it: the catalogue cannot import it.
 */
export type ToolSearch = (
  keyword: string,
  words: (texts: readonly string[]) => boolean,
  language: Language,
) => FoundTool[] | Promise<FoundTool[]>;

export const TOOL_SEARCH = extensionPoint<ToolSearch>('catalogue.toolSearch');
