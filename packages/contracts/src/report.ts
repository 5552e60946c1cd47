import { z } from 'zod';

export * from './report-file.ts';
export const ReportLanguage = z.enum(['fr', 'en']);
export type ReportLanguage = z.infer<typeof ReportLanguage>;
