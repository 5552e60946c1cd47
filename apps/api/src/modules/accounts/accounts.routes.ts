import {
  ConversationItem,
  ConversationList,
  ErrorResponse,
  FieldErrorsResponse,
  RegisterConversationRequest,
  UserInfo,
} from '@sfp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsService } from './accounts.service.ts';

/** Spec §7 rows 7–9: who am I, my conversations, register a conversation. */
export async function accountsRoutes(app: FastifyInstance, options: { service: AccountsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get('/user/id/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['user'],
      summary: 'The id of the signed-in user',
      security,
      response: { 200: UserInfo, 401: ErrorResponse },
    },
    handler: async (request) => ({ id: request.userId }),
  });

  r.get('/user/conversations/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['user'],
      summary: "The caller's conversations, newest first",
      security,
      response: { 200: ConversationList, 401: ErrorResponse },
    },
    handler: (request) => service.listConversations(request.userId),
  });

  r.post('/user/conversations/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['user'],
      summary: 'Register a new conversation id (201), or confirm one already registered (200)',
      security,
      body: RegisterConversationRequest,
      response: { 200: ConversationItem, 201: ConversationItem, 400: FieldErrorsResponse, 401: ErrorResponse },
    },
    handler: async (request, reply) => {
      const { created, item } = await service.registerConversation(request.userId, request.body.conversation_id);
      return reply.code(created ? 201 : 200).send(item);
    },
  });
}
