export { Header } from './Header';
export type { HeaderProps, HeaderLabels } from './Header';
