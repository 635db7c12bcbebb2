import {
  AudioOutlined,
  CodeOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileMarkdownOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderFilled,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { iconKindOf, type IconKind } from '../rules/file-kinds';
import styles from './file-icon.module.css';

const ICONS: Record<IconKind, ComponentType<{ className?: string }>> = {
  folder: FolderFilled,
  image: FileImageOutlined,
  video: VideoCameraOutlined,
  audio: AudioOutlined,
  pdf: FilePdfOutlined,
  word: FileWordOutlined,
  excel: FileExcelOutlined,
  ppt: FilePptOutlined,
  archive: FileZipOutlined,
  markdown: FileMarkdownOutlined,
  code: CodeOutlined,
  text: FileTextOutlined,
  other: FileOutlined,
};

/** The type icon of an entry, coloured by kind; decorative, the name says what it is. */
export function FileIcon({ file }: { file: { isDir: 0 | 1; extendName: string } }) {
  const kind = iconKindOf(file);
  const Icon = ICONS[kind];
  return (
    <span className={`${styles.icon} ${styles[kind] ?? ''}`} aria-hidden="true">
      <Icon />
    </span>
  );
}
