/** Width of the delete, restore and detail dialogs (spec §2, §9). */
export const NARROW_DIALOG_WIDTH = 550;
