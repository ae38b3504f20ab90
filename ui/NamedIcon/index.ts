export { NamedIcon, NamedIconProvider } from './NamedIcon';
export type { NamedIconData, NamedIconProps, NamedIconSource } from './NamedIcon';
