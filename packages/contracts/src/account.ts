import { z } from 'zod';
import { FieldErrorCode as F } from './error-codes.ts';
import { CONVERSATION_ID_MAX_LENGTH } from './limits.ts';
import { hasControlCharacters } from './text.ts';

export const UserInfo = z.object({ id: z.number().int() }).meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

export const ConversationIdField = z
  .string({ error: (issue) => (issue.input === undefined ? F.required : F.invalid) })
  .min(1, { error: F.required })
  .max(CONVERSATION_ID_MAX_LENGTH, { error: F.conversationIdInvalid })
  .refine((s) => !hasControlCharacters(s), { error: F.controlCharacter })
  .describe('`{userId}_{UTC timestamp}LT{local date} ({local time})`, spec §3');

export const RegisterConversationRequest = z
  .object({ conversation_id: ConversationIdField })
  .meta({ id: 'RegisterConversationRequest' });

export const ConversationItem = z
  .object({ conversation_id: z.string(), created_at: z.string() })
  .meta({ id: 'ConversationItem' });
export type ConversationItem = z.infer<typeof ConversationItem>;

export const ConversationList = z.array(ConversationItem).meta({ id: 'ConversationList' });
