// The bundled font and its metric-matched fallbacks, declared once for the whole product.
import './fonts.css';
import './theme.css';

export { vars } from './vars.css';
export { BREAKPOINTS, MEDIA, SCRIPTED, SPACE_SCALE, FONT_SIZES, RADII, tokens } from './tokens';
export type { Breakpoint, Space, FontSize, Radius, Tokens } from './tokens';
export { BOTTOM_BAR_HEIGHT, BUY_BAR_HEIGHT, BUY_BAR_ATTRIBUTE, CHAT_LAUNCHER_CLEARANCE, CHAT_LAUNCHER_SIZE } from './bottomBar';
export { BELOW_FOLD_ATTRIBUTE, belowFold } from './belowFold';
