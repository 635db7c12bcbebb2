import { SPELL_TOOL_PAGE } from '@qiao/contracts/writing-tool';
import { SPELL_PRACTICE_PAGE } from '@qiao/contracts/writing-practice-page';

/** The writing tool's pages; the top menu's "spelling tool" is marked on each. */
export const WRITING_ROUTES = {
  spellTool: SPELL_TOOL_PAGE,
  practice: SPELL_PRACTICE_PAGE,
} as const;

export const WRITING_ACTIVE_ROUTES: readonly string[] = Object.values(WRITING_ROUTES);
