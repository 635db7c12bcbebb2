/**
 * The home carousel: featured courses and featured items taken in turn (course, item, course...),
 * so neither kind crowds the other out, until `size` are chosen. Each list comes in its own
 * featured order; when one runs short the other fills the places left.
 */
export function interleaveBanners<T>(
  courses: readonly T[],
  items: readonly T[],
  size: number,
): T[] {
  const chosen: T[] = [];
  for (let index = 0; chosen.length < size; index++) {
    if (index >= courses.length && index >= items.length) break;
    const course = courses[index];
    const item = items[index];
    if (course !== undefined) chosen.push(course);
    if (item !== undefined && chosen.length < size) chosen.push(item);
  }
  return chosen;
}
