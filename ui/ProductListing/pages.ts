/** A page number to link, or a gap between them. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Pages linked around the current one: the first, the last, and `around` on each side of the current. */
export function pageWindow(current: number, last: number, around = 1): PageItem[] {
  const pages = new Set([1, last]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= last) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}
