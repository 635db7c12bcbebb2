export interface NotesSlotProps {
  courseId: string;
  classHourId: string;
  getCurrentTime(): number;
  seekTo(seconds: number): void;
}

/**
 * Where the class hour's notes (issue 8, notes) mount, under the player: the notes work renders
 * its `NotesPanel` here with these props. Until then the slot renders nothing.
 */
export function NotesSlot(props: NotesSlotProps) {
  void props;
  return null;
}
