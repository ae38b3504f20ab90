import { useEffect, useRef, type ReactNode } from 'react';
import { MEDIA } from '../theme/tokens';
import * as styles from './ScrollReveal.css';

/** §9 scroll-animation defaults: offset 120 (px), delay 0 ms, duration 400 ms, easing ease, throttle 99 ms, debounce 50 ms. */
export const SCROLL_REVEAL_DEFAULTS = { offset: 120, delay: 0, duration: 400, easing: 'ease', throttle: 99, debounce: 50 } as const;

export const SCROLL_REVEAL_ELEMENTS = ['div', 'section', 'li'] as const;

export interface ScrollRevealProps {
  children: ReactNode;
  /** How far (px) into the viewport the top of the content must come before it shows. */
  offset?: number;
  /** ms */
  delay?: number;
  /** ms */
  duration?: number;
  easing?: string;
  as?: (typeof SCROLL_REVEAL_ELEMENTS)[number];
}

/** Whether content whose top is at `top` (px from the viewport's top) waits below the fold. */
export function isBelowFold(top: number, viewportHeight: number, offset: number = SCROLL_REVEAL_DEFAULTS.offset): boolean {
  return top > viewportHeight - offset;
}

/** Calls `fn` at most once per `ms` (the last call of a burst is not lost). */
export function throttle(fn: () => void, ms: number): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

/** Calls `fn` once calls have stopped for `ms`. */
export function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

/**
 * Reveals its content with a fade and a short slide when it scrolls into view. The server HTML hides
 * nothing: only after hydration, and only for content below the fold, is it marked hidden until it
 * enters the viewport. Nothing moves for people who prefer reduced motion.
 * An IntersectionObserver watches the viewport (its bottom margin is the offset); where there is
 * none, a scroll listener throttled to 99 ms and a resize listener debounced by 50 ms do it.
 */
export function ScrollReveal({
  children,
  offset = SCROLL_REVEAL_DEFAULTS.offset,
  delay = SCROLL_REVEAL_DEFAULTS.delay,
  duration = SCROLL_REVEAL_DEFAULTS.duration,
  easing = SCROLL_REVEAL_DEFAULTS.easing,
  as: Element = 'div',
}: ScrollRevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia?.(MEDIA.reducedMotion).matches) return;
    if (!isBelowFold(element.getBoundingClientRect().top, window.innerHeight, offset)) return;
    // The mark lives on the DOM node, not in React state: it is a presentation detail of this browser session.
    element.dataset.reveal = 'hidden';
    const reveal = () => {
      element.dataset.reveal = 'shown';
      stop();
    };
    let stop: () => void;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), {
        rootMargin: `0px 0px -${offset}px 0px`,
      });
      observer.observe(element);
      stop = () => observer.disconnect();
    } else {
      const check = () => !isBelowFold(element.getBoundingClientRect().top, window.innerHeight, offset) && reveal();
      const onScroll = throttle(check, SCROLL_REVEAL_DEFAULTS.throttle);
      const onResize = debounce(check, SCROLL_REVEAL_DEFAULTS.debounce);
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', onResize);
      stop = () => {
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('resize', onResize);
      };
    }
    return () => {
      stop();
      delete element.dataset.reveal;
    };
  }, [offset]);

  return (
    <Element
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      className={styles.root}
      style={{ transitionDuration: `${duration}ms`, transitionDelay: `${delay}ms`, transitionTimingFunction: easing }}
    >
      {children}
    </Element>
  );
}
