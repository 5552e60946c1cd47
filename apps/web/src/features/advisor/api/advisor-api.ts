import type { ConversationMessage } from '@sfp/contracts';
import { REPORT_FILE_FIELD, REPORT_FILE_NAME, REPORT_LANG_FIELD } from '@sfp/contracts/report-file';
import { http } from '../../../lib/http.ts';

/** Calls 7–13 as the Response Advisor screen makes them (spec §7), through the shared client. */
const conversationPath = (id: string) => encodeURIComponent(id);

/** Call 7. */
export async function fetchUserId(): Promise<number> {
  const res = await http.get<{ id: number }>('/api/user/id/');
  return res.data.id;
}

export interface ConversationItem {
  conversation_id: string;
  created_at: string;
}

/** Call 8: newest first. */
export async function fetchConversations(): Promise<ConversationItem[]> {
  const res = await http.get<ConversationItem[]>('/api/user/conversations/');
  return res.data;
}

/** Call 9. */
export async function registerConversation(conversationId: string): Promise<void> {
  await http.post('/api/user/conversations/', { conversation_id: conversationId });
}

/** Call 11: the stored conversation, a first system item included. */
export async function fetchHistory(conversationId: string): Promise<ConversationMessage[]> {
  const res = await http.get<{ conversation: ConversationMessage[] }>(
    `/conversation_manager/${conversationPath(conversationId)}`,
  );
  return res.data.conversation;
}

/** Call 10: one question; the answer is the last item of the returned conversation. */
export async function askQuestion(conversationId: string, question: string): Promise<ConversationMessage[]> {
  const res = await http.post<{ conversation?: ConversationMessage[] }>(
    `/conversation_manager/sql_agent_chat/${conversationPath(conversationId)}`,
    { conversation: [{ role: 'user', content: question }] },
  );
  return res.data.conversation ?? [];
}

/** Call 12. */
export async function generateReport(conversationId: string): Promise<string> {
  const res = await http.post<{ report: string }>(
    `/conversation_manager/report_writer/${conversationPath(conversationId)}`,
  );
  return res.data.report;
}

/** Call 13: the report as the file part `file` named report.md; the PDF comes back as a blob. */
export async function renderReportPdf(markdown: string, lang: string): Promise<Blob> {
  const form = new FormData();
  form.append(REPORT_LANG_FIELD, lang === 'en' ? 'en' : 'fr');
  form.append(REPORT_FILE_FIELD, new Blob([markdown], { type: 'text/markdown' }), REPORT_FILE_NAME);
  const res = await http.post<Blob>('/api/utils/generate-pdf/', form, { responseType: 'blob' });
  return res.data;
}
