/** The performance mark set when React has hydrated the page: the end of "JavaScript before interactive" (e2e/budgets.spec.ts). */
export const HYDRATED_MARK = 'storefront:hydrated';
