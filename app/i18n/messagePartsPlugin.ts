import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FALLBACK_LOCALES, MESSAGE_PARTS, pickMessagePart, withFallbacks, type MessagePart } from './messageParts.ts';

/** `locales/pt.json?part=account`, as app/i18n/i18n.ts imports it. */
const PART_REQUEST = /(?:^|[\\/])locales[\\/](\w+)\.json\?part=(\w+)$/;
/** The module a part resolves to: a file name of its own, so it is a chunk (and a manifest key) of its own. */
const PART_MODULE = /(?:^|[\\/])locales[\\/](\w+)\.(\w+)\.messages\.js$/;

const isPart = (part: string): part is MessagePart => (MESSAGE_PARTS as readonly string[]).includes(part);

/**
 * Cuts each language's catalogue into its parts at build (and dev) time: `locales/pt.json?part=account`
 * becomes the module `locales/pt.account.messages.js` holding only that part's keys (app/i18n/messageParts.ts).
 * The catalogue file stays the one translators edit. Each part is completed from the language's fallbacks
 * (`FALLBACK_LOCALES`) at the same time.
 */
export function messagePartsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'storefront:message-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const request = PART_REQUEST.exec(source);
      if (request) {
        const base = importer && !source.startsWith('/') ? path.dirname(importer) : root;
        const file = path.resolve(base, source.startsWith('/') ? `.${source}` : source).replace(/\?part=\w+$/, '');
        return path.join(path.dirname(file), `${request[1]}.${request[2]}.messages.js`);
      }
      const module = PART_MODULE.exec(source);
      // The dev server's URL of a part (/locales/pt.account.messages.js), or the id itself again.
      if (module) return source.startsWith(root) ? source : path.join(root, source);
      return null;
    },
    load(id) {
      const module = PART_MODULE.exec(id);
      if (!module || !isPart(module[2]!)) return null;
      const read = (locale: string) => {
        const file = path.join(path.dirname(id), `${locale}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      };
      // A key the language lacks is filled here from its fallbacks, so the browser never loads a second language.
      const catalogue = withFallbacks(read(module[1]!), (FALLBACK_LOCALES[module[1]!] ?? []).map(read));
      const part = pickMessagePart(catalogue, module[2]);
      // A JSON string parsed once is faster to start than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
