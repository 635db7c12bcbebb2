import { useState } from 'react';
import {
  readEditorPreferences,
  writeEditorPreferences,
  type EditorPreferences,
} from '../rules/editor-preferences';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Theme, font size and markdown preview, kept in the browser (spec §2). */
export function useEditorPreferences() {
  const [preferences, setPreferences] = useState(() => readEditorPreferences(browserStorage()));
  const change = (update: Partial<EditorPreferences>) => {
    const next = { ...preferences, ...update };
    setPreferences(next);
    writeEditorPreferences(browserStorage(), next);
  };
  return { preferences, change };
}
