import { about } from '@qiao/contracts/permissions';
import { useAbility } from '../../../session/use-ability';

/**
 * Whether to offer edit and delete on a post or reply: the server's answer for the caller when it
 * sent the writing, and the shared rules for whoever is signed in now (a session that changed
 * since, in another tab, sees no action it would be refused).
 */
export function useWritingActions(
  type: 'Post' | 'Reply',
  writing: { authorId: string; canEdit: boolean; canDelete: boolean },
) {
  const ability = useAbility();
  const thing = about(type, { authorId: writing.authorId });
  return {
    canEdit: writing.canEdit && ability.can('update', thing),
    canDelete: writing.canDelete && ability.can('delete', thing),
  };
}
