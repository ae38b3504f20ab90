export { navigateOnClick, plainClick } from './links';
