import { BUILD_RELOAD_GUARD_MS } from '../../contract/constants';
import { setChunkLoadErrorHandler } from '../routes/chunks';
import { BUILD_VERSION_PATH, pageBuildId } from '../shell/buildVersion';

/**
 * §4 build updates. The page knows the build it was served with; the browser asks the web server for the
 * build it serves now every `BUILD_POLL_INTERVAL_MS` (and at once on a failure). A chunk that fails to load
 * while a new build is out is a file of the old build gone from the server: the page reloads onto the
 * new build — at most once per path every 10 s (§9), so a chunk missing from the new build too cannot
 * reload the page in a loop. Without session storage (where the last reload of each path is kept) it never reloads.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;
const RELOADED_AT_KEY = 'build.reloadedAt:';

export interface BuildUpdateEnvironment {
  /** The build this page was served with (its `storefront-build` meta), null when unknown. */
  currentBuild: string | null;
  /** The build the server serves now, null when it could not be read. */
  fetchBuild(): Promise<string | null>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  /** Where the shopper was going: a navigation's target, else the address bar (path and query). */
  target(): string;
  /** A full load of that address. */
  load(target: string): void;
}

export function createBuildUpdates(env: BuildUpdateEnvironment) {
  let newBuild = false;
  let reloading = false;

  /** True once the server serves another build than this page's. */
  async function check(): Promise<boolean> {
    if (newBuild || env.currentBuild === null) return newBuild;
    const served = await env.fetchBuild().catch(() => null);
    newBuild = served !== null && served !== env.currentBuild;
    return newBuild;
  }

  /** A chunk failed to load: reload onto the new build when there is one and the guard allows. True when reloading. */
  async function chunkLoadFailed(): Promise<boolean> {
    if (reloading) return true;
    if (!env.storage || !(await check()) || reloading) return reloading;
    const target = env.target();
    const key = RELOADED_AT_KEY + (target.split(/[?#]/, 1)[0] || '/');
    const last = Number(env.storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && env.now() - last < BUILD_RELOAD_GUARD_MS) return false;
    try {
      env.storage.setItem(key, String(env.now()));
    } catch {
      return false;
    }
    reloading = true;
    env.load(target);
    return true;
  }

  return { check, chunkLoadFailed };
}

function fetchServedBuild(): Promise<string | null> {
  return fetch(BUILD_VERSION_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ build?: unknown }>) : null))
    .then((body) => (typeof body?.build === 'string' ? body.build : null));
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where a navigation in progress is going (the router's pending location), if any. */
type PendingLocation = () => { pathname: string; search: string; hash: string } | null | undefined;

/**
 * Started before the page's own chunks load (the entry), so a page chunk that fails on a load is covered too:
 * small, and free of the router and the route table.
 */
export function startBuildUpdates(pending: PendingLocation): () => void {
  const updates = createBuildUpdates({
    currentBuild: pageBuildId(document),
    fetchBuild: fetchServedBuild,
    storage: sessionStorageOrNull(),
    now: () => Date.now(),
    target: () => {
      const at = pending() ?? window.location;
      return `${at.pathname}${at.search}${at.hash}`;
    },
    load: (target) => window.location.assign(target),
  });
  // Only the pages' chunks (app/routes/chunks.ts `loadChunk`): Vite's global `vite:preloadError` also fires for
  // a route preloaded on hover (app/client/routePreloads.ts), which must never reload the page under the pointer.
  setChunkLoadErrorHandler(() => updates.chunkLoadFailed());
  const poll = window.setInterval(() => void updates.check(), BUILD_POLL_INTERVAL_MS);
  return () => {
    setChunkLoadErrorHandler(null);
    window.clearInterval(poll);
  };
}
