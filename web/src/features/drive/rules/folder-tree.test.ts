import { describe, expect, it } from 'vitest';
import type { FolderNode, UserFile } from '@qiao/contracts/drive';
import { folderChoices, foldersBeingPlaced } from './folder-tree';

const node = (filePath: string, label: string, children: FolderNode[] = []): FolderNode => ({
  id: filePath,
  label,
  filePath,
  children,
});

const tree = node('/', '/', [
  node('/a', 'a', [node('/a/b', 'b')]),
  node('/ab', 'ab'),
  node('/الدروس', 'الدروس'),
]);

const entry = (filePath: string, fileName: string, isDir: 0 | 1): UserFile => ({
  userFileId: fileName,
  fileId: null,
  fileName,
  extendName: '',
  isDir,
  fileSize: 0,
  filePath,
  file_type: 0,
  uploadTime: '',
  updateTime: '',
  deleteFlag: 0,
  deleteTime: null,
  deleteBatchNum: null,
});

describe('folder choices of the move and copy dialogs', () => {
  it('name the root after the space and key every folder by its path', () => {
    const choices = folderChoices(tree, 'My files', []);
    expect(choices.title).toBe('My files');
    expect(choices.children.map((child) => [child.key, child.title])).toEqual([
      ['/a', 'a'],
      ['/ab', 'ab'],
      ['/الدروس', 'الدروس'],
    ]);
    expect(choices.children[0]?.children[0]?.key).toBe('/a/b');
  });

  it('refuse a folder being placed and what is inside it, but not its namesakes', () => {
    const placing = foldersBeingPlaced([entry('/', 'a', 1), entry('/', 'notes.txt', 0)]);
    expect(placing).toEqual(['/a']);
    const choices = folderChoices(tree, 'My files', placing);
    expect(choices.disabled).toBe(false);
    const [a, ab] = choices.children;
    expect(a?.disabled).toBe(true);
    expect(a?.children[0]?.disabled).toBe(true);
    expect(ab?.disabled).toBe(false);
  });
});
