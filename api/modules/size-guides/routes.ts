import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageBody, ProductQuery, SIZE_GUIDE_KINDS, SizeGuideResponse, sizeGuidePath, ValidationErrorBody, type SizeGuideKind } from '../../../contract';
import { sizeGuide } from './guides';

const KindParams = z.object({ kind: z.string().max(200) });
const isKind = (kind: string): kind is SizeGuideKind => (SIZE_GUIDE_KINDS as readonly string[]).includes(kind);

/**
 * `GET /v1/size-guides/{kind}?locale=` → `{data}`: the size table of a family of categories with how to
 * measure, in the language asked (pt by default); an unknown kind answers 404. A product names its kind
 * in `size_guide`; the product page asks for the table only when the shopper opens it.
 */
export const sizeGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    sizeGuidePath(':kind' as SizeGuideKind),
    { schema: { params: KindParams, querystring: ProductQuery, response: { 200: SizeGuideResponse, 404: MessageBody, 422: ValidationErrorBody } } },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isKind(kind)) return reply.code(404).send({ message: 'The size guide could not be found.' });
      return { data: sizeGuide(kind, request.query.locale) };
    },
  );
};
