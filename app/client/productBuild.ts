import type { ResolvedConfig } from 'vite';

/**
 * Whether a build is the product's browser build: not the server's (`--ssr`), nor Storybook's, which builds its
 * own bundle from the same config. The plugins that shape what a shopper's browser receives (evaluation slices,
 * precompressed files) act on that build alone.
 */
export function isProductClientBuild(config: Pick<ResolvedConfig, 'build' | 'plugins'>): boolean {
  return !config.build.ssr && !config.plugins.some((plugin) => plugin.name.startsWith('storybook'));
}
