import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addNotes, delNotes, editNotes, getNotesList } from '@qiao/contracts/notes';
import type { RouteInput } from '@qiao/contracts/route';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { notesKeys } from '../notes-keys';

/** The user's notes on one class hour, newest first, a page of 20 at a time. */
export function useHourNotes(courseId: string, classHourId: string, currentPage: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: notesKeys.hour(language, classHourId, currentPage),
    queryFn: ({ signal }) =>
      callApi(
        getNotesList,
        { courseId, classHourId, ...pageRequest(currentPage) },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The user's notes on a whole course (every class hour), newest first, 20 at a time. */
export function useCourseNotes(courseId: string, currentPage: number, enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: notesKeys.course(language, courseId, currentPage),
    queryFn: ({ signal }) =>
      callApi(getNotesList, { courseId, ...pageRequest(currentPage) }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useNotesMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

export const useAddNote = () =>
  useNotesMutation((input: RouteInput<typeof addNotes>) => callApi(addNotes, input));

export const useEditNote = () =>
  useNotesMutation((input: RouteInput<typeof editNotes>) => callApi(editNotes, input));

export const useDeleteNote = () => useNotesMutation((id: string) => callApi(delNotes, { id }));
