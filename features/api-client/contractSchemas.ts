// The lazily loaded half of the API edge (schemas.ts): every contract schema, and zod for the few
// envelopes an edge composes itself.
export * from '../../contract';
export { z } from 'zod';
