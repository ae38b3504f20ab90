import { readdirSync } from 'node:fs';
import path from 'node:path';
import hash from '@emotion/hash';

/** What vanilla-extract hands a custom identifier function (`identifiers` of its Vite plugin). */
interface IdentifierInput {
  /** Its own short identifier: the file's hash, then the name's place in the file (base 36). */
  hash: string;
  /** Relative to the root for this repository's files. */
  filePath: string;
  /** The package the file belongs to (this repository's own name for its files). */
  packageName?: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A file's code is a letter and a base-36 digit, so 936 style files have one of two characters. */
const MAX_FILES = LETTERS.length * 36;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'storybook-static']);

function styleFiles(root: string, folder = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...styleFiles(root, relative));
    else if (entry.name.endsWith('.css.ts')) found.push(relative);
  }
  return found;
}

/**
 * Class, variable and keyframe names for the production build, two or three characters where vanilla-extract's
 * own short names take seven or eight: a page's HTML names about 600 classes, its critical CSS 180 and the
 * JavaScript every one of them, so the difference is about 3 KB of the product page's HTML. Each style file of
 * the repository, in path order, gets a fixed-length code (a letter and a base-36 digit) and each name in it
 * that code and its place in the file, as vanilla-extract numbers them: unique by construction, and the same in
 * the client and the server builds, which list the same files. A file outside that list (a dependency's styles)
 * keeps vanilla-extract's hash, behind an underscore no code starts with.
 */
export function shortIdentifiers(root: string): (input: IdentifierInput) => string {
  const files = styleFiles(root).sort();
  if (files.length > MAX_FILES) throw new Error(`${files.length} style files: the two-character codes name ${MAX_FILES}`);
  const codes = new Map(files.map((file, index) => [file, `${LETTERS[index % LETTERS.length]}${Math.floor(index / LETTERS.length).toString(36)}`]));
  return ({ hash: own, filePath, packageName }) => {
    const relative = path.isAbsolute(filePath) ? path.relative(root, filePath) : filePath;
    const code = codes.get(relative.split(path.sep).join('/').replace(/^\.\//, ''));
    // The file's hash as vanilla-extract computes it (the same function of its path): what follows is the place.
    const fileHash = hash(packageName ? `${packageName}${filePath}` : filePath);
    if (!code || !own.startsWith(fileHash)) return `_${own}`;
    return `${code}${own.slice(fileHash.length)}`;
  };
}
