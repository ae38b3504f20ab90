import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/**
 * The one theme contract. Global (predictable `--sf-*` names) so that Radix portals, plain CSS
 * and server-rendered HTML read the same variables as every component.
 */
export const vars = createGlobalThemeContract(tokens, (_value, path) => `sf-${path.join('-')}`);
