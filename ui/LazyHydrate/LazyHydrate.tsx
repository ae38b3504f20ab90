import { createElement, Suspense, use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { useHydrated } from '../hydrated';
import { whenIdle } from './idle';
import * as styles from './LazyHydrate.css';

/**
 * A part of a page whose code the browser loads only when the part is needed. `load` fetches the code once;
 * `loaded` holds the component from then on. On the server a module using a part awaits `load()` at start
 * (`if (import.meta.env.SSR) await part.load();`), so every server render has it at hand.
 */
export interface LazyPart<P extends object> {
  load(): Promise<ComponentType<P>>;
  loaded: ComponentType<P> | null;
}

/**
 * What makes a boundary fetch its code and hydrate:
 * - `visible`: its server HTML comes near the viewport (within `rootMargin`), or a hidden panel holding it opens;
 * - `interaction`: a pointer over it, a press, a touch or the focus inside it;
 * - `idle`: the browser has nothing else to do.
 * Besides these, a boundary always hydrates when its shown props change (new data, a live update) and
 * when `hydrateLazyParts()` is called (the app calls it when a navigation starts).
 */
export type LazyHydrateTrigger = 'visible' | 'interaction' | 'idle';

export interface LazyHydrateProps<P extends object> {
  part: LazyPart<P>;
  props: NoInfer<P>;
  /** Defaults to `visible` and `interaction`. */
  when?: readonly LazyHydrateTrigger[];
  /** How far from the viewport `visible` starts loading, as in IntersectionObserver. */
  rootMargin?: string;
}

/** Gates still closed: `hydrateLazyParts()` opens them all. */
const closedGates = new Set<Gate<object>>();
let released = false;

/** `import()` of a module exporting the part's component: `lazyPart(() => import('./Footer').then((m) => m.Footer))`. */
export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: LazyPart<P> = {
    loaded: null,
    load() {
      loading ??= importer().then((component) => {
        part.loaded = component;
        return component;
      });
      return loading;
    },
  };
  // A part first met after a navigation started belongs to the page being opened: its code loads beside
  // the page's data, so the page renders with it instead of an empty place. (A failure shows where it is used.)
  if (released) part.load().catch(() => undefined);
  return part;
}

interface Gate<P extends object> {
  /** Resolves to the component once the gate opened and the code arrived. */
  ready: Promise<ComponentType<P>>;
  isOpen(): boolean;
  open(): void;
  /** Runs `listener` when the gate opens (at once when it is open). */
  onOpen(listener: () => void): void;
  /** Whether the part has hydrated (or mounted) in the browser. */
  isHydrated(): boolean;
  markHydrated(): void;
  /** Runs `listener` once the part has hydrated (at once when it has). */
  onHydrated(listener: () => void): void;
}

/**
 * Opens every boundary of the page, and every later one at once. A navigation must call it when it starts:
 * an update reaching a boundary that still shows server HTML holds a transition until that boundary has
 * hydrated, or makes React drop the HTML for the (empty) fallback.
 */
export function hydrateLazyParts(): void {
  if (released) return;
  released = true;
  for (const gate of [...closedGates]) gate.open();
}

function createGate<P extends object>(part: LazyPart<P>, openNow: boolean): Gate<P> {
  let opened = false;
  let hydrated = false;
  let release!: () => void;
  const listeners: Array<() => void> = [];
  const hydratedListeners: Array<() => void> = [];
  const gate: Gate<P> = {
    ready: new Promise<void>((resolve) => (release = resolve)).then(() => part.load()),
    isOpen: () => opened,
    open() {
      if (opened) return;
      opened = true;
      closedGates.delete(gate as Gate<object>);
      release();
      for (const listener of listeners.splice(0)) listener();
    },
    onOpen(listener) {
      if (opened) listener();
      else listeners.push(listener);
    },
    isHydrated: () => hydrated,
    markHydrated() {
      if (hydrated) return;
      hydrated = true;
      for (const listener of hydratedListeners.splice(0)) listener();
    },
    onHydrated(listener) {
      if (hydrated) listener();
      else hydratedListeners.push(listener);
    },
  };
  if (openNow || released) gate.open();
  // Only the browser opens gates. On the server a gate lives as long as its render: listed here, it would
  // keep every request's React tree and scope in memory for good.
  else if (typeof window !== 'undefined') closedGates.add(gate as Gate<object>);
  return gate;
}

/** The latest props, read by the part once it runs; before that it renders with the first ones (the server's). */
interface PropsStore<P> {
  first: P;
  get(): P;
  set(props: P): void;
  subscribe(listener: () => void): () => void;
}

function createPropsStore<P>(first: P): PropsStore<P> {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    first,
    get: () => current,
    set(props) {
      if (props === current) return;
      current = props;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const DEFAULT_TRIGGERS: readonly LazyHydrateTrigger[] = ['visible', 'interaction'];

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value));
}

/**
 * Whether two sets of props show the same thing. Handlers are left out (a new function each render, or
 * one given once the page runs, changes nothing on screen, and an interaction hydrates the part anyway);
 * sets, arrays and plain objects rebuilt with the same content are the same.
 */
export function sameShownProps(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  const handlerOrNone = (value: unknown) => typeof value === 'function' || value === undefined;
  if (handlerOrNone(a) && handlerOrNone(b)) return true;
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((value) => b.has(value));
  if (!isPlain(a) || !isPlain(b) || depth > 4 || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameShownProps(a[key], b[key], depth + 1)) return false;
  return true;
}

/**
 * A thenable React's `use` reads synchronously (it checks `status` before suspending), one per value so a
 * render does not allocate a promise each time.
 */
const fulfilledThenables = new WeakMap<object, Promise<unknown>>();
function fulfilled<T extends object>(value: T): Promise<T> {
  let thenable = fulfilledThenables.get(value);
  if (!thenable) {
    thenable = Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
    fulfilledThenables.set(value, thenable);
  }
  return thenable as Promise<T>;
}

function PartContent<P extends object>({ part, gate, store }: { part: LazyPart<P>; gate: Gate<P>; store: PropsStore<P> }): ReactElement {
  // Hydrating, the part renders with the server's props (anything else would not match its HTML), then with the latest.
  const props = useSyncExternalStore(store.subscribe, store.get, () => store.first);
  useLayoutEffect(() => gate.markHydrated(), [gate]);
  // `use` comes after every hook and is called on every render. When the code arrives while React is still
  // rendering (a chunk landing during a navigation's render), React renders this component again in place: a
  // render that skipped `use` because the code is there now would make hooks the first render never made (React
  // throws "update hook called on initial render", #467, and redoes the whole root synchronously, #520). With the
  // code loaded, `use` reads an already-fulfilled thenable and returns at once.
  // On the server the part was loaded at start; `use` covers a render that came first. In the browser, while
  // the gate is closed, this suspends and React keeps the boundary's server HTML as it is (selective hydration).
  const component = use(part.loaded ? fulfilled(part.loaded) : typeof window === 'undefined' ? part.load() : gate.ready);
  return createElement(component, props);
}

/**
 * Server HTML that hydrates only when needed. The server renders the part in full (the page works without
 * JavaScript); the browser keeps that HTML, inert, inside a Suspense boundary until a trigger opens it, then
 * fetches the part's code and hydrates it in place: no second render, no flash. Mounted by the browser
 * (a client navigation) it loads at once. The part shares the page's React tree, scope and contexts.
 *
 * The part's component must come only through `part` (a static import anywhere in the first load would put
 * its code back there), and its props must be serializable-looking data plus handlers: they are what it shows.
 */
export function LazyHydrate<P extends object>({ part, props, when = DEFAULT_TRIGGERS, rootMargin = '200px 0px' }: LazyHydrateProps<P>) {
  const browserMount = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [{ gate, store, content }] = useState(() => {
    const gate = createGate(part, browserMount);
    const store = createPropsStore(props);
    // One element for the boundary's whole life: a parent's re-render reaches the part through the store,
    // never as an update of a boundary still dehydrated (React would drop its server HTML for the fallback).
    const content = (
      <Suspense fallback={null}>
        <PartContent part={part} gate={gate} store={store} />
      </Suspense>
    );
    return { gate, store, content };
  });

  useLayoutEffect(() => {
    const previous = store.get();
    store.set(props);
    if (!gate.isOpen() && !sameShownProps(previous, props)) gate.open();
  });

  const triggers = when.join(' ');
  useEffect(() => {
    const element = ref.current;
    if (!element || gate.isHydrated()) return;
    const stops: Array<() => void> = [];
    const open = () => gate.open();
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    // Events inside server HTML React has not hydrated never reach listeners below its root (React stops
    // them there), so the boundary listens on the document, in the capture phase.
    const listen = (type: string, listener: (event: Event) => void) => {
      document.addEventListener(type, listener, { capture: true });
      stops.push(() => document.removeEventListener(type, listener, { capture: true }));
    };
    if (!gate.isOpen()) {
      if (triggers.includes('visible') && typeof IntersectionObserver !== 'undefined') {
        const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin });
        for (const child of element.children) observer.observe(child);
        stops.push(() => observer.disconnect());
      }
      if (triggers.includes('interaction')) {
        for (const type of INTERACTION_EVENTS) listen(type, (event) => inside(event) && open());
      }
      if (triggers.includes('idle')) {
        stops.push(whenIdle(open));
      }
    }
    // A click on a control whose code is still on its way would be lost (React drops it); it is held and
    // replayed once the part has hydrated. Links are left to the browser: they work as they are.
    let held: HTMLElement | null = null;
    listen('click', (event) => {
      if (!inside(event) || part.loaded || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
      const control = event.target.closest<HTMLElement>('button, input, select, textarea, [role="button"]') ?? (event.target as HTMLElement);
      event.preventDefault();
      event.stopPropagation();
      held = control;
      open();
    });
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      stops.forEach((fn) => fn());
    };
    gate.onHydrated(() => {
      stop();
      const control = held;
      if (control) setTimeout(() => control.isConnected && control.click(), 0);
    });
    return stop;
  }, [gate, part, triggers, rootMargin]);

  return (
    <div ref={ref} className={styles.root}>
      {content}
    </div>
  );
}
