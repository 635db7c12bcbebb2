/** The editors: read fresh when one opens, outside `drive` so a save does not reload them. */
export const editorKeys = {
  content: (userFileId: string) => ['editor', 'content', userFileId] as const,
  officeConfig: (userFileId: string) => ['editor', 'office-config', userFileId] as const,
  officeInfo: ['editor', 'office-info'] as const,
};
