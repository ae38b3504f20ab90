// The zod functions the edges compose their few own schemas with (`loadZod` in schemas.ts), named one
// by one: handing out zod's `z` namespace as a value would keep all of it, the error messages of every
// language included (300 KB of source the browser would evaluate).
export { boolean, looseObject, object, record, string, unknown } from 'zod';
