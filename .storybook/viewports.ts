import { BREAKPOINTS } from '../ui/theme/tokens';

/** Viewport presets on either side of the breakpoints of spec §9. */
export const VIEWPORT_WIDTHS = { mobile: 375, tablet: BREAKPOINTS.tablet, desktop: 1280 } as const;
export type ViewportName = keyof typeof VIEWPORT_WIDTHS;

const heights: Record<ViewportName, number> = { mobile: 812, tablet: 1024, desktop: 800 };
const types = { mobile: 'mobile', tablet: 'tablet', desktop: 'desktop' } as const;

export const VIEWPORTS = Object.fromEntries(
  (Object.keys(VIEWPORT_WIDTHS) as ViewportName[]).map((name) => [
    name,
    { name, styles: { width: `${VIEWPORT_WIDTHS[name]}px`, height: `${heights[name]}px` }, type: types[name] },
  ]),
) as Record<ViewportName, { name: string; styles: { width: string; height: string }; type: 'mobile' | 'tablet' | 'desktop' }>;

/** Story globals that open a story in one of the presets. */
export function viewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } };
}
