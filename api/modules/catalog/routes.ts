import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageBody, ProductListQuery, ProductListResponse, ValidationErrorBody } from '../../../contract';
import { paginationEnvelope } from '../../http/pagination';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/products',
    {
      schema: {
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (request) => {
      const { locale, page, per_page: perPage } = request.query;
      const { data, total } = await app.catalog.listProducts({ locale, page, perPage });
      return {
        data,
        ...paginationEnvelope({ page, perPage, total, path: `${app.config.apiUrl}/v1/products` }),
      };
    },
  );
};
