import type { ClientConfig } from '@sfp/contracts';
import { http } from '../../../lib/http.ts';

/** The server's run-time settings for the web app (the flood-mapping URLs per language). */
export async function fetchClientConfig(): Promise<ClientConfig> {
  const res = await http.get<ClientConfig>('/api/client-config/');
  return res.data;
}

/** The stored language's URL (English when it is `en`, else French), or the other one if only it is set. */
export function floodMappingUrl(config: ClientConfig, language: string | undefined): string | null {
  const { en, fr } = config.floodMapping;
  return language === 'en' ? (en ?? fr) : (fr ?? en);
}
