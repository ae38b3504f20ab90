/**
 * A lazily loaded chunk that fails to load — after a deployment its hashed file is gone — rejects with the
 * browser's own message. The browser's build watcher (app/client/buildUpdates.ts) installs a handler that
 * reloads onto the new build (§4); until then, and on the server, a failure is thrown as it is.
 */
const CHUNK_LOAD_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_ERROR.test(message);
}

/** Answers true when it took the failure over (a reload is under way), false to let it be thrown. */
export type ChunkLoadErrorHandler = (error: unknown) => Promise<boolean>;

let handler: ChunkLoadErrorHandler | null = null;

export function setChunkLoadErrorHandler(next: ChunkLoadErrorHandler | null): void {
  handler = next;
}

/** Loads a chunk; on a chunk-load error the handler may reload the page, and the load then never settles. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (handler && isChunkLoadError(error) && (await handler(error))) return new Promise<T>(() => undefined);
    throw error;
  }
}
