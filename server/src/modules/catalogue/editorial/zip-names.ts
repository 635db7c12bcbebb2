/**
 * Names for the entries of a download-all zip: the attachments' own file names, made unique (two
 * handouts may both be called "worksheet.pdf") by numbering later ones before the extension, and
 * kept flat (a "/" or "\" in a name must not make folders or climb out of one).
 */
export function uniqueEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((raw) => {
    const flat = raw.replace(/[/\\]/g, '_').trim() || 'file';
    const dot = flat.lastIndexOf('.');
    const stem = dot > 0 ? flat.slice(0, dot) : flat;
    const extension = dot > 0 ? flat.slice(dot) : '';
    let name = flat;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The saved name of a zip titled `title`: the title without characters file systems refuse. */
export function zipFileName(title: string): string {
  const clean = title
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${clean || 'silk-road'}.zip`;
}
