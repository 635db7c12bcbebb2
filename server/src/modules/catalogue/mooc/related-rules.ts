/** The filters two courses may share. */
export interface RelatedFacets {
  audience: string | null;
  difficulty: string | null;
  direction: string | null;
  category: string | null;
}

const FACETS = ['audience', 'difficulty', 'direction', 'category'] as const;

/**
 * How related a candidate is to a course: one point per filter they share (unset never matches).
 * Courses sharing nothing are not related at all.
 */
export function relatedness(course: RelatedFacets, candidate: RelatedFacets): number {
  return FACETS.filter((facet) => course[facet] !== null && course[facet] === candidate[facet])
    .length;
}

/** The most related first, keeping the given order among equals; at most `limit`. */
export function rankRelated<T extends RelatedFacets & { id: string }>(
  course: RelatedFacets & { id: string },
  candidates: readonly T[],
  limit: number,
): T[] {
  return candidates
    .filter((candidate) => candidate.id !== course.id)
    .map((candidate, index) => ({ candidate, index, score: relatedness(course, candidate) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
