import { z } from 'zod';
import { FieldErrorCode as F } from './error-codes.ts';
import { QUESTION_MAX_LENGTH } from './limits.ts';
import { hasControlCharacters } from './text.ts';

/** The conversation id in the service's paths (spec §3): URL-decoded, no control character. */
export const ConversationPathParams = z.object({
  conversationId: z
    .string()
    .refine((s) => !hasControlCharacters(s), { error: F.controlCharacter })
    .describe('URL-encoded conversation id (spec §3)'),
});

/** One message of the conversation service (spec §3): role and content. */
export const ConversationMessage = z
  .object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof ConversationMessage>;

/** Call 10: the web app sends a list of one user message. */
export const ChatRequest = z
  .object({
    conversation: z
      .array(
        z.object({
          role: z.literal('user', { error: F.invalid }),
          content: z
            .string({ error: F.required })
            .max(QUESTION_MAX_LENGTH, { error: F.tooLong })
            .refine((s) => s.trim().length > 0, { error: F.required })
            .refine((s) => !hasControlCharacters(s, { multiline: true }), { error: F.controlCharacter }),
        }),
      )
      .min(1, { error: F.required })
      .max(1, { error: F.invalid }),
  })
  .meta({ id: 'ChatRequest' });
export type ChatRequest = z.infer<typeof ChatRequest>;

/** Calls 10 and 11: the whole conversation, oldest first. */
export const ConversationResponse = z
  .object({ conversation: z.array(ConversationMessage) })
  .meta({ id: 'ConversationResponse' });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

/** Call 12: the situation report as markdown ("" for an empty conversation). */
export const ReportResponse = z.object({ report: z.string() }).meta({ id: 'ReportResponse' });
export type ReportResponse = z.infer<typeof ReportResponse>;
