// Entry: the place of the file space a page shows (folder, category or bin) and its address.
export { useDriveLocation } from './hooks/use-drive-location';
export {
  DRIVE_VIEWS,
  FOLDER_VIEW,
  HOME_LOCATION,
  RECYCLE_BIN_VIEW,
  driveQuery,
  pathCrumbs,
  type DriveLocation,
} from './rules/drive-location';
