export { LoadFailure, LoadingPanel } from './LoadFailure';
