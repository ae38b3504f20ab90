/**
 * The icon set: one `<symbol>` each in ./icons.svg, drawn on a 24×24 grid with a 2px stroke in `currentColor`
 * (`filled` icons paint their body too: a wishlisted heart). The sprite is a file of the build, cached once
 * for every page, so a page's HTML holds a `<use>` per icon instead of its paths.
 */
export const ICON_NAMES = [
  'heart',
  'eye',
  'cart',
  'search',
  'menu',
  'user',
  'home',
  'close',
  'chevron',
  'star',
  'sparkle',
  'truck',
  'clock',
  'ticket',
  'copy',
  'check',
  'crown',
  'alert',
  'minus',
  'plus',
  'trash',
  'lock',
  'phone',
  'atm',
  'mail',
  'package',
  'check-circle',
  'arrow',
  'refresh',
  'download',
  'chat',
  'send',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
