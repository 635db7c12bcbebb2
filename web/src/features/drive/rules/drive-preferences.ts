import { DRIVE_LIMITS } from '@qiao/contracts/drive-rules';

/** Columns a person may show beside the name (spec §2); the share columns come with sharing. */
export const COLUMN_KEYS = ['extendName', 'fileSize', 'uploadTime', 'deleteTime'] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export const DISPLAY_MODELS = ['list', 'grid'] as const;
export type DisplayModel = (typeof DISPLAY_MODELS)[number];

/** Icon sizes of the grid, in px: from the spec's default up to three times it. */
export const GRID_SIZE_RANGE = {
  min: DRIVE_LIMITS.defaultGridSize,
  max: DRIVE_LIMITS.defaultGridSize * 3,
} as const;

export interface DrivePreferences {
  columns: ColumnKey[];
  displayModel: DisplayModel;
  gridSize: number;
}

export const DEFAULT_PREFERENCES: DrivePreferences = {
  columns: [...COLUMN_KEYS],
  displayModel: 'list',
  gridSize: DRIVE_LIMITS.defaultGridSize,
};

export const PREFERENCES_KEY = 'qiao.drive.preferences';

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem'>;

const isColumn = (value: unknown): value is ColumnKey =>
  COLUMN_KEYS.some((column) => column === value);
const isDisplayModel = (value: unknown): value is DisplayModel =>
  DISPLAY_MODELS.some((model) => model === value);

function readColumns(value: unknown): ColumnKey[] {
  if (!Array.isArray(value)) return DEFAULT_PREFERENCES.columns;
  // Kept in the table's own order, whatever order they were ticked in.
  return COLUMN_KEYS.filter((column) => value.filter(isColumn).includes(column));
}

function readGridSize(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_PREFERENCES.gridSize;
  return Math.min(GRID_SIZE_RANGE.max, Math.max(GRID_SIZE_RANGE.min, Math.round(value)));
}

/** What was kept in the browser; anything missing or damaged takes its default. */
export function readPreferences(storage: Reader | undefined): DrivePreferences {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(PREFERENCES_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (stored === null || typeof stored !== 'object') return DEFAULT_PREFERENCES;
  const record = stored as Record<string, unknown>;
  return {
    columns: readColumns(record.columns),
    displayModel: isDisplayModel(record.displayModel)
      ? record.displayModel
      : DEFAULT_PREFERENCES.displayModel,
    gridSize: readGridSize(record.gridSize),
  };
}

/** Storage may be full or blocked (private modes): the choice then lasts until the page closes. */
export function writePreferences(storage: Writer | undefined, preferences: DrivePreferences) {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Nothing to tell the person: the page keeps working with the choice in memory.
  }
}
