import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/**
 * Production writes each variable under a short name (`--s0`, `--s1`, … in the tokens' order), as
 * vanilla-extract writes short class names: the names are most of the critical CSS every page inlines
 * (~525 references, ~10 KB of `--sf-color-text`-like names on a product page). Development, Storybook and
 * the tests keep the readable `--sf-color-text`.
 */
const SHORT_NAMES = process.env.NODE_ENV === 'production';
let nextShortName = 0;

/**
 * The one theme contract. Global (names fixed by the tokens, not hashed per file) so that Radix portals,
 * plain CSS and server-rendered HTML read the same variables as every component.
 */
export const vars = createGlobalThemeContract(tokens, (_value, path) => (SHORT_NAMES ? `s${(nextShortName++).toString(36)}` : `sf-${path.join('-')}`));
