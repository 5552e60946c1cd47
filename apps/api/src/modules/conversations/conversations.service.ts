import { ErrorCode, type ConversationMessage, parseConversationId } from '@sfp/contracts';
import { type BoundedLine, LineFullError } from '../../lib/bounded-line.ts';
import { AppError, notFound, rateLimited } from '../../lib/errors.ts';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.ts';
import type { AdvisorEngine, AdvisorLanguage, AdvisorTurn, AnswerData } from '../advisor/advisor.engine.ts';
import { writeReport } from '../advisor/report-writer.ts';
import { type ConversationsRepository, QuestionLimitReached, type StoredTurn } from './conversations.repository.ts';

/** The first item of every conversation (spec §7 row 11: the web app drops it). */
export const SYSTEM_MESSAGE =
  'Response Advisor — Plateforme Inondations Sénégal. Answers come from the platform’s flood knowledge base (population, flood events, health facilities, vulnerability, rainfall, response standards and actors), each with its sources and the SQL it ran.';

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ConversationServiceDeps {
  repository: ConversationsRepository;
  engine: AdvisorEngine;
  questionLimit: number;
  /** The per-user question rate (QUESTION_RATE_PER_USER) and its counters. */
  limiter?: RateLimiter;
  questionRate?: RateRule | null;
  /**
   * The questions being answered at once and waiting (ADVISOR_MAX_CONCURRENCY, ADR 054); a full
   * line answers 503 at once. Without it, every question is answered as it comes.
   */
  line?: BoundedLine;
  logger: Logger;
  now?: () => Date;
}

const limitError = (limit: number) =>
  new AppError(
    429,
    ErrorCode.questionLimit,
    `This conversation reached its limit of ${limit} questions. Start a new conversation.`,
  );
const busy = () =>
  new AppError(503, ErrorCode.advisorBusy, 'The Response Advisor is answering many questions. Try again shortly.', {
    headers: { 'retry-after': '2' },
  });
const unavailable = () =>
  new AppError(503, ErrorCode.serviceUnavailable, 'The Response Advisor could not answer. Try again later.', {
    headers: { 'retry-after': '5' },
  });

function toTurns(stored: StoredTurn[]): AdvisorTurn[] {
  return stored.flatMap((t) => [
    { role: 'user' as const, content: t.question },
    { role: 'assistant' as const, content: t.answer, ...(t.data ? { data: t.data as AnswerData } : {}) },
  ]);
}

function toMessages(stored: StoredTurn[]): ConversationMessage[] {
  return [
    { role: 'system', content: SYSTEM_MESSAGE },
    ...toTurns(stored).map((t) => ({ role: t.role, content: t.content })),
  ];
}

export function createConversationService(deps: ConversationServiceDeps) {
  const { repository, engine, questionLimit, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** Only the user whose id prefixes the conversation and who registered it reaches it. */
  async function owned(userId: number, conversationId: string) {
    const parsed = parseConversationId(conversationId);
    if (!parsed || parsed.userId !== String(userId)) throw notFound();
    const found = await repository.findOwned(userId, conversationId);
    if (!found) throw notFound();
    return found;
  }

  /** The question answered and stored with its answer; the whole conversation back. */
  async function answerAndStore(userId: number, conversationId: string, question: string) {
    const { pk } = await owned(userId, conversationId);
    const stored = await repository.turns(pk);
    if (stored.length >= questionLimit) throw limitError(questionLimit);
    let answer;
    try {
      answer = await engine.answer({ question: question.trim(), history: toTurns(stored) });
    } catch (error) {
      logger.error({ err: error, engine: engine.name }, 'the advisor engine failed');
      throw unavailable();
    }
    if (!answer.markdown.trim()) {
      logger.warn({ engine: answer.engine }, 'the advisor engine returned an empty answer');
      throw unavailable();
    }
    const turn = { question: question.trim(), answer: answer.markdown, data: answer.data, engine: answer.engine };
    let position;
    try {
      position = await repository.appendTurn(pk, turn, questionLimit);
    } catch (error) {
      if (error instanceof QuestionLimitReached) throw limitError(questionLimit);
      throw error;
    }
    // Stored right after the turns read above: the conversation is those and this one, without
    // reading them all again. Another question of the conversation stored meanwhile: read back.
    if (position === stored.length) return toMessages([...stored, { ...turn, position, createdAt: now() }]);
    return toMessages(await repository.turns(pk));
  }

  return {
    async history(userId: number, conversationId: string): Promise<ConversationMessage[]> {
      const { pk } = await owned(userId, conversationId);
      return toMessages(await repository.turns(pk));
    },

    async ask(userId: number, conversationId: string, question: string): Promise<ConversationMessage[]> {
      // First, before any database work: a user's flood is turned away at the cost of a counter.
      if (deps.limiter && deps.questionRate) {
        const decision = await deps.limiter.consume('question-user', String(userId), deps.questionRate);
        if (!decision.allowed) {
          throw rateLimited(
            decision.retryAfterSeconds,
            ErrorCode.questionRateLimited,
            `Too many questions: at most ${deps.questionRate.limit} in ${Math.round(deps.questionRate.windowMs / 1000)} s. Try again in ${decision.retryAfterSeconds} s.`,
          );
        }
      }
      if (!deps.line) return answerAndStore(userId, conversationId, question);
      try {
        return await deps.line.run(() => answerAndStore(userId, conversationId, question));
      } catch (error) {
        if (error instanceof LineFullError) throw busy();
        throw error;
      }
    },

    async report(userId: number, conversationId: string): Promise<string> {
      const { pk } = await owned(userId, conversationId);
      const stored = await repository.turns(pk);
      if (!stored.length) return '';
      const turns = toTurns(stored);
      return writeReport({ turns, language: reportLanguage(turns), generatedAt: now() });
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;

/**
 * The conversation's language: the one most of its questions were asked in; on a tie, the one it
 * started in (a French official who asked one question in English still gets French).
 */
export function reportLanguage(turns: { data?: { language?: string } | null }[]): AdvisorLanguage {
  const langs = turns.map((t) => t.data?.language).filter((l): l is AdvisorLanguage => l === 'fr' || l === 'en');
  const fr = langs.filter((l) => l === 'fr').length;
  const en = langs.length - fr;
  if (fr !== en) return fr > en ? 'fr' : 'en';
  return langs[0] ?? 'fr';
}
