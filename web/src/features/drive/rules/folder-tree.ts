import type { FolderNode, UserFile } from '@qiao/contracts/drive';
import { childPath, isSameOrInside } from '@qiao/contracts/drive-rules';

/** A folder of the move and copy dialogs; the key is its full path. */
export interface FolderChoice {
  key: string;
  title: string;
  disabled: boolean;
  children: FolderChoice[];
}

/** Folders among the entries, as full paths: none of them may receive itself. */
export function foldersBeingPlaced(files: readonly UserFile[]): string[] {
  return files.filter((file) => file.isDir).map((file) => childPath(file.filePath, file.fileName));
}

/**
 * The server's folder tree as choices. The root, labelled '/', takes the name of the space; a
 * folder being moved or copied, and everything inside it, cannot be picked.
 */
export function folderChoices(
  node: FolderNode,
  rootTitle: string,
  placing: readonly string[],
): FolderChoice {
  const path = node.filePath || '/';
  return {
    key: path,
    title: path === '/' ? rootTitle : node.label,
    disabled: path !== '/' && placing.some((folder) => isSameOrInside(path, folder)),
    children: node.children.map((child) => folderChoices(child, rootTitle, placing)),
  };
}
