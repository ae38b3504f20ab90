// The workbench's mock entry: fixtures valid against contract/ and the MSW handlers serving them.
export * from './fixtures';
export * from './handlers';
export * from './account-handlers';
export * from './discount-handlers';
export * from './wishlist-handlers';
export * from './cart-handlers';
export * from './checkout-handlers';
export * from './returns-handlers';
export * from './orders-handlers';
export * from './credits-handlers';
export * from './addresses-handlers';
export * from './support-handlers';
export * from './programme-handlers';
export * from './assistant-handlers';
