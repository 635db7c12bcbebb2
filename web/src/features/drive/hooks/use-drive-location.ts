import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { driveQuery, parseDriveLocation, type DriveLocation } from '../rules/drive-location';

/** The place shown, read from and written to the query, so reload and back keep it. */
export function useDriveLocation() {
  const [query, setQuery] = useSearchParams();
  const location = useMemo(() => parseDriveLocation(query), [query]);
  const go = useCallback((next: DriveLocation) => setQuery(driveQuery(next)), [setQuery]);
  return { location, go };
}
