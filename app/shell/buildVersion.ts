/**
 * §4 build updates, shared by the web server and the browser: the server answers the build it serves at
 * `BUILD_VERSION_PATH` (`{"build":"…"}`, never cached) and writes the same id into every page's head; the
 * browser compares the two (app/client/buildUpdates.ts).
 */
export const BUILD_VERSION_PATH = '/build.json';
export const BUILD_META_NAME = 'storefront-build';

/** The id a development server answers: it never changes, so nothing reloads. */
export const DEV_BUILD_ID = 'dev';

/** A page template with its build id in the head. */
export function withBuildId(template: string, buildId: string): string {
  return template.replace('</head>', `<meta name="${BUILD_META_NAME}" content="${buildId.replace(/[^\w.-]/g, '')}"></head>`);
}

/** The build id a page was served with, or null (no meta: nothing to compare). */
export function pageBuildId(doc: Pick<Document, 'querySelector'>): string | null {
  return doc.querySelector(`meta[name="${BUILD_META_NAME}"]`)?.getAttribute('content') || null;
}
