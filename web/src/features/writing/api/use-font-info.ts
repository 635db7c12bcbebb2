import { useQuery } from '@tanstack/react-query';
import { queryFontInfo } from '@qiao/contracts/writing-calls';
import { callWriting } from './call-writing';
import { writingKeys } from '../writing-keys';

/**
 * One character's details with its Hanzi Writer stroke data (fed to CharacterWriter's
 * `charDataLoader`). The data of a character does not change while the app runs.
 */
export function useFontInfo(char: string | undefined) {
  return useQuery({
    queryKey: writingKeys.fontInfo(char ?? ''),
    queryFn: ({ signal }) => callWriting(queryFontInfo, { char: char ?? '' }, { signal }),
    enabled: Boolean(char),
    staleTime: Infinity,
    retry: false,
  });
}
