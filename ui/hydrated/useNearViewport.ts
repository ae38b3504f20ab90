import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * False until the element comes within `rootMargin` of the viewport, then true for good: what a part of the
 * page needs only once a shopper reaches it (a list fetched from the API, its code and texts) starts then
 * instead of beside the hydration, where it would compete with what the first screen needs. False on the
 * server and while the page hydrates; true at once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
