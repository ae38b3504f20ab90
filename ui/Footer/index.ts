export { Footer } from './Footer';
export type { FooterProps, FooterColumn, FooterLink } from './Footer';
