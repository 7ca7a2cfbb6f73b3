import { type BodyCode, type CaseText, normalizeText } from '@proposal-desk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSimilarCases } from '../../../../api/cases';
import { useDebounced } from '../../../../components/list/use-debounced';

/** Typing pauses this long before the search runs. */
const TYPING_PAUSE_MS = 500;
/** A title this short (letters and digits) says too little to search with. */
const SHORTEST_TITLE = 4;

/** 查重 for a text being written or reviewed: the five most similar cases of the body, searched when typing pauses. */
export function useSimilarCases(body: BodyCode, text: CaseText, excludeId?: number) {
  const typed = {
    title: useDebounced(text.title.trim(), TYPING_PAUSE_MS),
    content: useDebounced(text.content.trim(), TYPING_PAUSE_MS),
  };
  const enough = [...normalizeText(typed.title)].length >= SHORTEST_TITLE;
  return useQuery({
    queryKey: ['caseSimilar', body, typed.title, typed.content, excludeId],
    queryFn: async ({ signal }) => (await fetchSimilarCases({ body, ...typed, excludeId }, signal)).data,
    enabled: enough,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
