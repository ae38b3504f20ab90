import { style } from '@vanilla-extract/css';
import { MEDIA, SCRIPTED, vars } from '../../../ui/theme';
import { visuallyHiddenRule } from '../../../ui/VisuallyHidden';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [MEDIA.desktop]: { gridTemplateColumns: `calc(${vars.space.xxlarge} * 5) minmax(0, 1fr)`, alignItems: 'start' },
  },
});

/**
 * Without JavaScript the panel is a plain GET form on every screen; with it, phones use the drawer —
 * hidden below 1024px from the first paint (before hydration swaps in sidebarDesktopOnly), so the
 * results never jump up.
 */
export const sidebar = style({
  '@media': { [MEDIA.mobile]: { selectors: { [`${SCRIPTED} &`]: { display: 'none' } } }, [MEDIA.tablet]: { selectors: { [`${SCRIPTED} &`]: { display: 'none' } } }, [MEDIA.desktop]: { selectors: { [`${SCRIPTED} &`]: { display: 'block' } } } },
});
export const sidebarDesktopOnly = style({
  '@media': { [MEDIA.mobile]: { display: 'none' }, [MEDIA.tablet]: { display: 'none' }, [MEDIA.desktop]: { display: 'block' } },
});

export const results = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** Phones and tablets below 768px have no header search box: the page holds the field. */
export const searchField = style({
  '@media': { [MEDIA.tablet]: { display: 'none' } },
});

/**
 * Below 768px the search field already shows the words searched for: the "Results for …" title is left to
 * screen readers, so the first results reach the first screen (as the big shops' phone search pages do).
 */
export const searchHeading = style({
  '@media': { [MEDIA.mobile]: visuallyHiddenRule },
});

/** The phone filter sheet's 'Ver N resultados', kept in reach while the filters scroll. */
export const drawerFooter = style({
  flexShrink: 0,
  padding: vars.space.medium,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});
