// The bundled font, imported once for the whole product (no network font).
import '@fontsource-variable/inter/wght.css';
import './theme.css';

export { vars } from './vars.css';
export { BREAKPOINTS, MEDIA, SPACE_SCALE, FONT_SIZES, RADII, tokens } from './tokens';
export type { Breakpoint, Space, FontSize, Radius, Tokens } from './tokens';
