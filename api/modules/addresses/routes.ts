import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_API_PATHS,
  ADDRESS_MESSAGES,
  AddressDefaultRequest,
  AddressListResponse,
  AddressParams,
  AddressPatch,
  AddressRequest,
  AddressResponse,
  MessageBody,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';

const NOT_FOUND: MessageBody = { message: ADDRESS_MESSAGES.notFound };
const errors = { 401: MessageBody, 404: MessageBody, 419: MessageBody, 422: ValidationErrorBody };

/**
 * The signed-in customer's addresses (a guest gets 401; another customer's or an unknown uuid 404; bad
 * input 422 per field; unknown fields are refused). Every answer is `Cache-Control: no-store`.
 * - GET v1/account/addresses → `{data: Address[]}`, defaults first, then the newest;
 * - POST v1/account/addresses → 201 `{data}`; the first address is the default of both kinds; 422 past 20;
 * - PATCH v1/account/addresses/{uuid} → 200 `{data}`;
 * - DELETE v1/account/addresses/{uuid} → 204; a default passes to the newest address left;
 * - POST v1/account/addresses/{uuid}/default `{kind: shipping|billing}` → 200 `{data}`.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(ADDRESS_API_PATHS.addresses, { onRequest: app.requireUser, schema: { response: { 200: AddressListResponse, ...errors } } }, async (request) => ({
    data: await app.savedAddresses.list(userOf(request).id),
  }));

  app.post(
    ADDRESS_API_PATHS.addresses,
    { onRequest: app.requireUser, schema: { body: AddressRequest, response: { 201: AddressResponse, ...errors } } },
    async (request, reply) => {
      const address = await app.savedAddresses.create(userOf(request).id, request.body);
      if (address === 'tooMany') return reply.code(422).send(validationErrorBody({ address: [ADDRESS_MESSAGES.tooMany] }));
      return reply.code(201).send({ data: address });
    },
  );

  app.patch(
    ADDRESS_API_PATHS.address(':uuid'),
    { onRequest: app.requireUser, schema: { params: AddressParams, body: AddressPatch, response: { 200: AddressResponse, ...errors } } },
    async (request, reply) => {
      if (Object.keys(request.body).length === 0) return reply.code(422).send(validationErrorBody({ address: [ADDRESS_MESSAGES.empty] }));
      const address = await app.savedAddresses.update(userOf(request).id, request.params.uuid, request.body);
      if (!address) return reply.code(404).send(NOT_FOUND);
      return { data: address };
    },
  );

  app.delete(
    ADDRESS_API_PATHS.address(':uuid'),
    { onRequest: app.requireUser, schema: { params: AddressParams, response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      const removed = await app.savedAddresses.remove(userOf(request).id, request.params.uuid);
      if (!removed) return reply.code(404).send(NOT_FOUND);
      return reply.code(204).send();
    },
  );

  app.post(
    ADDRESS_API_PATHS.defaultOf(':uuid'),
    { onRequest: app.requireUser, schema: { params: AddressParams, body: AddressDefaultRequest, response: { 200: AddressResponse, ...errors } } },
    async (request, reply) => {
      const address = await app.savedAddresses.makeDefault(userOf(request).id, request.params.uuid, request.body.kind);
      if (!address) return reply.code(404).send(NOT_FOUND);
      return { data: address };
    },
  );
};
