import { vars } from './vars.css';

/**
 * ui/BottomBar's height on phones (its items' touch target with their padding, its top border, the safe
 * area): what a fixed piece above it (the live notice, the product's buy bar) sits on. From 768px there
 * is no bottom bar.
 */
export const BOTTOM_BAR_HEIGHT = `calc(${vars.size.touchTarget} + ${vars.space.medium} + ${vars.border.width} + env(safe-area-inset-bottom))`;

/**
 * The product page's buy bar (ui/BuyBar) below 1024px: a touch-target button with its padding and top border.
 * Pieces fixed at the bottom right (the chat launcher) sit above it while it shows.
 */
export const BUY_BAR_HEIGHT = `calc(${vars.size.touchTarget} + ${vars.space.xsmall} * 2 + ${vars.border.width})`;

/** The attribute the buy bar carries, which the pieces above it look for. */
export const BUY_BAR_ATTRIBUTE = 'data-buy-bar';

/** ui/ChatWidget's launcher, fixed at the bottom right of every page: a round touch target and a little more. */
export const CHAT_LAUNCHER_SIZE = `calc(${vars.size.touchTarget} + ${vars.space.small})`;

/** What the end of a page keeps free under its last line so that the launcher, at rest over it, covers nothing. */
export const CHAT_LAUNCHER_CLEARANCE = `calc(${CHAT_LAUNCHER_SIZE} + ${vars.space.large})`;
