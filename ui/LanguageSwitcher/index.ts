export { LanguageSwitcher, flagSrc } from './LanguageSwitcher';
export type { LanguageSwitcherProps, LanguageOption } from './LanguageSwitcher';
