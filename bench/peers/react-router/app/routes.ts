// The route config: one page, the product page under its language prefix (/en/product/{slug}), as the
// storefront addresses it. Plain entries (what `route()` from @react-router/dev/routes returns), so this
// file needs no package the storefront's own typecheck lacks.
export default [{ path: ':locale/product/:slug', file: 'routes/product.tsx' }];
