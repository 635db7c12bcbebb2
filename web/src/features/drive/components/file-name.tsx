import type { UserFile } from '@qiao/contracts/drive';
import { highlightOfName, type HighlightPart } from '../rules/highlight';
import styles from './file-name.module.css';

type Named = Pick<UserFile, 'fileName' | 'extendName'> & { highlightFields?: string };

function Runs({ parts }: { parts: HighlightPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className={styles.match}>
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/**
 * A name is user text: the whole is isolated from the page, and the base name is isolated again
 * from its extension, so an override character (U+202E) inside the name cannot reorder or hide
 * the real extension, which always comes last. Search matches are marked inside each part.
 */
export function FileName({ file }: { file: Named }) {
  const highlighted =
    file.highlightFields === undefined
      ? undefined
      : highlightOfName(file.highlightFields, file.fileName, file.extendName);
  const base = highlighted?.base ?? [{ text: file.fileName, match: false }];
  const extension = highlighted?.extension ?? [{ text: file.extendName, match: false }];
  return (
    <bdi dir="auto" className={styles.name}>
      <span className={styles.isolated}>
        <Runs parts={base} />
      </span>
      {file.extendName && (
        <>
          .
          <span className={styles.isolated}>
            <Runs parts={extension} />
          </span>
        </>
      )}
    </bdi>
  );
}
