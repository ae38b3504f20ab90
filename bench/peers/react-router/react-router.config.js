/**
 * Server rendering on (the framework's default). The build goes under node_modules/ so the
 * storefront's own lint and typecheck, which cover bench/, never read the bundles.
 * @type {import('@react-router/dev/config').Config}
 */
export default {
  ssr: true,
  buildDirectory: 'node_modules/.cache/peer-build',
};
