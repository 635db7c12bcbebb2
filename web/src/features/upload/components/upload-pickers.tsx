import { useCallback, useState, type ReactNode } from 'react';
import type { PickedFile } from '../client/upload-client';
import styles from './upload-panel.module.css';

/** Folder pickers give each file its path inside the folder picked ("lesson 1/audio/a.mp3"). */
function pickedFrom(list: FileList | null): PickedFile[] {
  return [...(list ?? [])].map((file) =>
    file.webkitRelativePath ? { file, relativePath: file.webkitRelativePath } : { file },
  );
}

interface UploadPickersProps {
  onFiles: (files: PickedFile[]) => void;
  /** Renders the controls that open the pickers. */
  children: (open: { files: () => void; folder: () => void }) => ReactNode;
}

/** The browser's file and folder pickers, hidden behind whatever controls open them. */
export function UploadPickers({ onFiles, children }: UploadPickersProps) {
  // Elements kept in state, not refs: the openers handed to `children` may be read in render.
  const [files, setFiles] = useState<HTMLInputElement | null>(null);
  const [folder, setFolder] = useState<HTMLInputElement | null>(null);
  const onChange = (input: HTMLInputElement) => {
    const picked = pickedFrom(input.files);
    input.value = '';
    if (picked.length > 0) onFiles(picked);
  };
  const folderInput = useCallback((element: HTMLInputElement | null) => {
    // Not in React's typings: lets the picker choose a folder and all that is inside it.
    element?.setAttribute('webkitdirectory', '');
    setFolder(element);
  }, []);
  return (
    <>
      {children({ files: () => files?.click(), folder: () => folder?.click() })}
      <input
        ref={setFiles}
        type="file"
        multiple
        hidden
        className={styles.hiddenInput}
        onChange={(event) => onChange(event.target)}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        className={styles.hiddenInput}
        onChange={(event) => onChange(event.target)}
      />
    </>
  );
}
