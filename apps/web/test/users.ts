import axios from 'axios';
import { buildConversationId } from '@sfp/contracts/conversation-id';

let n = 0;
/** A fresh account on the real API (mail verification is off for the web tests). */
export async function freshUser(): Promise<{ email: string; password: string; access: string; refresh: string }> {
  const email = `web-${Date.now().toString(36)}-${n++}@example.sn`;
  const password = 'Inondation2026';
  await axios.post('/api/user/register/', {
    email,
    username: email,
    role: 'superadmin',
    password,
    password2: password,
  });
  const res = await axios.post<{ access: string; refresh: string }>('/api/token/', { username: email, password });
  return { email, password, ...res.data };
}

/** An unsigned token whose exp is in the past: the guard must see it as expired. */
export function expiredToken(): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) - 60, token_type: 'access' })}.c2ln`;
}

/**
 * A conversation of `user` registered on the real API (call 9) in which `questions` were asked
 * (call 10, answered by the built-in analyst). `minutesAgo` keeps ids of one test apart.
 */
export async function conversationWith(user: { access: string }, questions: string[], minutesAgo = 0): Promise<string> {
  const auth = { headers: { Authorization: `Bearer ${user.access}` } };
  const { data } = await axios.get<{ id: number }>('/api/user/id/', auth);
  const id = buildConversationId(data.id, new Date(Date.now() - minutesAgo * 60_000));
  await axios.post('/api/user/conversations/', { conversation_id: id }, auth);
  for (const content of questions) {
    await axios.post(
      `/conversation_manager/sql_agent_chat/${encodeURIComponent(id)}`,
      { conversation: [{ role: 'user', content }] },
      auth,
    );
  }
  return id;
}
