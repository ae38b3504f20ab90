/**
 * A module fetched once, on first need: `load()` starts the import (or joins the one under way) and a failed
 * import may be tried again; `ready` is the module once it has arrived, for a caller that must act at once
 * when it can and queue otherwise.
 */
export function loadOnce<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    load(): Promise<Module> {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    get ready(): Module | null {
      return loaded;
    },
  };
}
