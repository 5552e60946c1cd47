import {
  ChatRequest,
  ConversationPathParams as Params,
  ConversationResponse,
  ErrorResponse,
  FieldErrorsResponse,
  ReportResponse,
} from '@sfp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConversationService } from './conversations.service.ts';

/**
 * The conversation service (spec §7 rows 10–12): its own module and route prefix, so it can run
 * as a separate service later. Fastify decodes the URL-encoded id.
 */
export async function conversationRoutes(app: FastifyInstance, options: { service: ConversationService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.post('/sql_agent_chat/:conversationId', {
    preHandler: app.authenticate,
    schema: {
      tags: ['conversation'],
      summary: 'Ask the Response Advisor; answers the whole conversation, the last item being the answer',
      security,
      params: Params,
      body: ChatRequest,
      response: {
        200: ConversationResponse,
        400: FieldErrorsResponse,
        401: ErrorResponse,
        404: ErrorResponse,
        429: ErrorResponse,
        503: ErrorResponse,
      },
    },
    handler: async (request) => {
      const question = request.body.conversation[0]!.content;
      return { conversation: await service.ask(request.userId, request.params.conversationId, question) };
    },
  });

  r.post('/report_writer/:conversationId', {
    preHandler: app.authenticate,
    schema: {
      tags: ['conversation'],
      summary: 'A situation report (markdown) built from the structured results of the answers',
      security,
      params: Params,
      response: { 200: ReportResponse, 400: FieldErrorsResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
    handler: async (request) => ({ report: await service.report(request.userId, request.params.conversationId) }),
  });

  r.get('/:conversationId', {
    preHandler: app.authenticate,
    schema: {
      tags: ['conversation'],
      summary: 'The conversation: a system item, then user and assistant items in order',
      security,
      params: Params,
      response: { 200: ConversationResponse, 400: FieldErrorsResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
    handler: async (request) => ({
      conversation: await service.history(request.userId, request.params.conversationId),
    }),
  });
}
