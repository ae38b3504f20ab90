export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { ICON_NAMES } from './names';
export type { IconName } from './names';
export { ICON_SIZES, ICON_DIRECTIONS } from './Icon.css';
export type { IconSize, IconDirection } from './Icon.css';
