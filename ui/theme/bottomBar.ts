import { vars } from './vars.css';

/**
 * ui/BottomBar's height on phones (its items' touch target with their padding, its top border, the safe
 * area): what a fixed piece above it (the live notice, the product's buy bar) sits on. From 768px there
 * is no bottom bar.
 */
export const BOTTOM_BAR_HEIGHT = `calc(${vars.size.touchTarget} + ${vars.space.medium} + ${vars.border.width} + env(safe-area-inset-bottom))`;
