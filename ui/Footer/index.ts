export { Footer } from './Footer';
export type { FooterProps, FooterColumn, FooterLink, FooterLegal } from './Footer';
