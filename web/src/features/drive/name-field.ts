// Entry: the field naming a new file or folder, checked by the drive's name rule.
export { NameField } from './dialogs/name-field';
