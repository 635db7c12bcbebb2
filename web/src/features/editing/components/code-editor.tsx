import { useEffect, useLayoutEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { Compartment, EditorState, Prec, RangeSetBuilder, type Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  keymap,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { LanguageDescription } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import * as themes from '@uiw/codemirror-themes-all';
import type { TextEditKind } from '@qiao/contracts/editing';
import type { EditorTheme } from '../rules/editor-preferences';

/** This module and CodeMirror load only when an editor opens (see lazy-code-editor.tsx). */
export interface CodeEditorProps {
  initialText: string;
  fileName: string;
  kind: TextEditKind;
  theme: EditorTheme;
  fontSize: number;
  label: string;
  onChange: (text: string) => void;
  onSave: () => void;
}

function themeExtension(theme: EditorTheme): Extension {
  if (theme === 'default') return [];
  return (themes as unknown as Record<string, Extension>)[theme] ?? [];
}

const fontSizeExtension = (size: number) =>
  EditorView.theme({ '&': { fontSize: `${size}px` }, '.cm-gutters': { fontSize: `${size}px` } });

const fill = EditorView.theme({ '&': { blockSize: '100%' }, '.cm-scroller': { overflow: 'auto' } });

const autoLine = Decoration.line({ attributes: { dir: 'auto' } });

function autoDirections(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  let last = -1;
  for (const { from, to } of view.visibleRanges) {
    for (let position = from; position <= to;) {
      const line = view.state.doc.lineAt(position);
      if (line.from > last) builder.add(line.from, line.from, autoLine);
      last = line.from;
      position = line.to + 1;
    }
  }
  return builder.finish();
}

/**
 * Prose (markdown, plain text) takes each line's direction from its own words, so Arabic lines
 * run right to left beside Chinese or Latin ones; code stays left to right.
 */
const proseDirection: Extension = [
  EditorView.perLineTextDirection.of(true),
  ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = autoDirections(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) {
          this.decorations = autoDirections(update.view);
        }
      }
    },
    { decorations: (plugin) => plugin.decorations },
  ),
];

export function CodeEditor(props: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ theme: new Compartment(), size: new Compartment() });
  // Handlers inside CodeMirror call the latest props (the save uses the latest text).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  // The editor is made once per file; later prop changes reconfigure it below.
  useEffect(() => {
    const { theme, size } = compartments.current;
    const language = new Compartment();
    const initial = latest.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.initialText,
        extensions: [
          Prec.high(
            keymap.of([
              {
                key: 'Mod-s',
                preventDefault: true,
                run: () => {
                  latest.current.onSave();
                  return true;
                },
              },
            ]),
          ),
          basicSetup,
          fill,
          language.of([]),
          theme.of(themeExtension(initial.theme)),
          size.of(fontSizeExtension(initial.fontSize)),
          initial.kind === 'code' ? [] : [proseDirection, EditorView.lineWrapping],
          EditorView.contentAttributes.of({ 'aria-label': initial.label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    // Language modes are separate chunks too, fetched for the file at hand only.
    const description = LanguageDescription.matchFilename(languages, initial.fileName);
    void description?.load().then((support) => {
      if (view.current === editor) editor.dispatch({ effects: language.reconfigure(support) });
    });
    editor.focus();
    return () => {
      view.current = null;
      editor.destroy();
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.theme.reconfigure(themeExtension(props.theme)),
    });
  }, [props.theme]);
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.size.reconfigure(fontSizeExtension(props.fontSize)),
    });
  }, [props.fontSize]);

  return (
    <div
      ref={host}
      dir={props.kind === 'code' ? 'ltr' : undefined}
      data-testid="code-editor"
      style={{ blockSize: '100%', minBlockSize: 0 }}
    />
  );
}
