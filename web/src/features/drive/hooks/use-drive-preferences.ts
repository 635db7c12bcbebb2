import { useState } from 'react';
import {
  readPreferences,
  writePreferences,
  type DrivePreferences,
} from '../rules/drive-preferences';

/** Reading `localStorage` itself throws where storage is blocked. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Columns, list or grid, and grid size, kept in the browser (spec §2). */
export function useDrivePreferences() {
  const [preferences, setPreferences] = useState(() => readPreferences(browserStorage()));
  const change = (update: Partial<DrivePreferences>) => {
    const next = { ...preferences, ...update };
    setPreferences(next);
    writePreferences(browserStorage(), next);
  };
  return { preferences, change };
}
