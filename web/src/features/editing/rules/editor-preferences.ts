import { EDITOR_FONT_SIZES } from '@qiao/contracts/editing';

/**
 * Themes of the code editor. The spec lists CodeMirror 5's ~65 theme names; CodeMirror 6 has no
 * such built-in set, so Qiao offers CodeMirror's own light theme plus the maintained
 * @uiw/codemirror-themes collection (docs/decisions/015-online-editing.md). Ids are the
 * collection's export names, labels their proper names (not translated).
 */
export const EDITOR_THEMES = {
  default: 'Default',
  abcdef: 'abcdef',
  abyss: 'Abyss',
  androidstudio: 'Android Studio',
  andromeda: 'Andromeda',
  atomone: 'Atom One',
  aura: 'Aura',
  basicLight: 'Basic Light',
  basicDark: 'Basic Dark',
  bbedit: 'BBEdit',
  bespin: 'Bespin',
  consoleLight: 'Console Light',
  consoleDark: 'Console Dark',
  copilot: 'Copilot',
  darcula: 'Darcula',
  dracula: 'Dracula',
  duotoneLight: 'Duotone Light',
  duotoneDark: 'Duotone Dark',
  eclipse: 'Eclipse',
  githubLight: 'GitHub Light',
  githubDark: 'GitHub Dark',
  gruvboxLight: 'Gruvbox Light',
  gruvboxDark: 'Gruvbox Dark',
  kimbie: 'Kimbie',
  materialLight: 'Material Light',
  materialDark: 'Material Dark',
  monokai: 'Monokai',
  monokaiDimmed: 'Monokai Dimmed',
  noctisLilac: 'Noctis Lilac',
  nord: 'Nord',
  okaidia: 'Okaidia',
  quietlight: 'Quiet Light',
  red: 'Red',
  solarizedLight: 'Solarized Light',
  solarizedDark: 'Solarized Dark',
  sublime: 'Sublime',
  tokyoNight: 'Tokyo Night',
  tokyoNightDay: 'Tokyo Night Day',
  tokyoNightStorm: 'Tokyo Night Storm',
  tomorrowNightBlue: 'Tomorrow Night Blue',
  vscodeLight: 'VS Code Light',
  vscodeDark: 'VS Code Dark',
  whiteLight: 'White Light',
  whiteDark: 'White Dark',
  xcodeLight: 'Xcode Light',
  xcodeDark: 'Xcode Dark',
} as const;
export type EditorTheme = keyof typeof EDITOR_THEMES;
export const THEME_IDS = Object.keys(EDITOR_THEMES) as EditorTheme[];

export interface EditorPreferences {
  theme: EditorTheme;
  fontSize: number;
  /** Markdown files show the rendered page beside the text. */
  markdownPreview: boolean;
}

export const DEFAULT_EDITOR_PREFERENCES: EditorPreferences = {
  theme: 'default',
  fontSize: 14,
  markdownPreview: true,
};

export const EDITOR_PREFERENCES_KEY = 'qiao.editor.preferences';

const isTheme = (value: unknown): value is EditorTheme =>
  typeof value === 'string' && Object.hasOwn(EDITOR_THEMES, value);
const isFontSize = (value: unknown): value is number =>
  typeof value === 'number' && EDITOR_FONT_SIZES.includes(value);

/** What the browser kept; anything missing, unknown or damaged takes its default. */
export function readEditorPreferences(
  storage: Pick<Storage, 'getItem'> | undefined,
): EditorPreferences {
  let kept: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(storage?.getItem(EDITOR_PREFERENCES_KEY) ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object') kept = parsed as Record<string, unknown>;
  } catch {
    kept = {};
  }
  return {
    theme: isTheme(kept.theme) ? kept.theme : DEFAULT_EDITOR_PREFERENCES.theme,
    fontSize: isFontSize(kept.fontSize) ? kept.fontSize : DEFAULT_EDITOR_PREFERENCES.fontSize,
    markdownPreview:
      typeof kept.markdownPreview === 'boolean'
        ? kept.markdownPreview
        : DEFAULT_EDITOR_PREFERENCES.markdownPreview,
  };
}

export function writeEditorPreferences(
  storage: Pick<Storage, 'setItem'> | undefined,
  preferences: EditorPreferences,
): void {
  try {
    storage?.setItem(EDITOR_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
}
