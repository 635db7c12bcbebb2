/**
 * The writing tool's page (spec learning area §1 "spelling tool"): one character looked up,
 * animated and written. Its address lives here because the search's "tools" tab (server), the
 * practice page and the menu link to it.
 */
export const SPELL_TOOL_PAGE = '/pages/spell-tool/spell-tool';

/** The tool's page opened at one character (`?char=你`), or at its search when none is given. */
export function spellToolLink(char?: string): { pathname: string; search: string } {
  return {
    pathname: SPELL_TOOL_PAGE,
    search: char ? `?char=${encodeURIComponent(char)}` : '',
  };
}

/** The same, as one hash route, as search cards carry it. */
export function spellToolRoute(char?: string): string {
  const { pathname, search } = spellToolLink(char);
  return `${pathname}${search}`;
}

/**
 * The tool's names in the three languages, with the words people search it by: the search's
 * "tools" tab finds the tool itself when a keyword is part of one of them.
 */
export const SPELL_TOOL_NAMES = {
  title: { ar: 'أداة الكتابة', zh: '写字工具', en: 'Spelling tool' },
  summary: {
    ar: 'ابحث عن حرف صيني، شاهد ترتيب ضرباته، ثم اكتبه بنفسك',
    zh: '查汉字、看笔顺动画、自己写一写',
    en: 'Look up a Chinese character, watch its stroke order and write it yourself',
  },
  keywords: [
    'كتابة',
    'الكتابة',
    'أداة الكتابة',
    'كتابة الحروف',
    'ترتيب الضربات',
    '写字',
    '书写',
    '笔顺',
    '写字工具',
    'writing',
    'spelling',
    'stroke order',
    'handwriting',
  ],
} as const;
