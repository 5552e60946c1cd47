import multipart from '@fastify/multipart';
import {
  ErrorCode,
  ErrorResponse,
  FieldErrorsResponse,
  REPORT_FILE_FIELD,
  REPORT_LANG_FIELD,
  REPORT_MAX_BYTES,
  REPORT_PDF_FILE_NAME,
  ReportLanguage,
} from '@sfp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { ReportsService } from './reports.service.ts';

const missingFile = () =>
  new AppError(
    400,
    ErrorCode.reportFileMissing,
    `Send the report as a multipart form with one file part named "${REPORT_FILE_FIELD}".`,
  );
const tooManyFiles = () =>
  new AppError(400, ErrorCode.reportTooManyFiles, 'Send exactly one file: the report as markdown.');

const ReportForm = z.object({
  [REPORT_FILE_FIELD]: z
    .string()
    .meta({ format: 'binary', description: 'report.md: the report as UTF-8 markdown, ≤ 1 MB' }),
  [REPORT_LANG_FIELD]: ReportLanguage.optional().meta({
    description: 'Language of the page header, footer and metadata; detected from the text when absent',
  }),
});

/** Reads the form: the one file part (at most REPORT_MAX_BYTES, else 413) and the optional lang field. */
async function readReportForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ file: Buffer; lang: string | undefined }> {
  if (!request.isMultipart()) throw missingFile();
  let file: Buffer | undefined;
  let files = 0;
  let lang: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files += 1;
        if (part.fieldname !== REPORT_FILE_FIELD || files > 1) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (part.fieldname === REPORT_LANG_FIELD) {
        lang = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.FilesLimitError) throw tooManyFiles();
    if (error instanceof app.multipartErrors.PartsLimitError || error instanceof app.multipartErrors.FieldsLimitError) {
      throw new AppError(400, ErrorCode.validation, 'Too many form fields.');
    }
    // Over 1 MB: @fastify/multipart's own 413, answered by the error handler.
    if (error instanceof app.multipartErrors.RequestFileTooLargeError || error instanceof AppError) throw error;
    // Anything else comes from the parser reading a broken body (no boundary, cut short…).
    throw new AppError(400, ErrorCode.malformedMultipart, 'The multipart form could not be read.');
  }
  if (files > 1) throw tooManyFiles();
  if (!file) throw missingFile();
  return { file, lang };
}

/** Spec §7 call 13: POST /api/utils/generate-pdf/ — the report as markdown in, a PDF out. */
export async function reportsRoutes(app: FastifyInstance, options: { service: ReportsService }) {
  const { service } = options;
  // Scoped to this plugin: only this route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: REPORT_MAX_BYTES,
      // One more than allowed, so a second file is seen and answered with a 400.
      files: 2,
      fields: 4,
      fieldSize: 64,
      parts: 8,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
  // No typed body: the form is read as a stream; the response is bytes, not a serialised schema.
  app.post('/utils/generate-pdf/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['reports'],
      summary: 'Render a markdown report (multipart file part "file", report.md) as a PDF',
      description:
        'Optional form field "lang" (fr | en) fixes the language of the page header, footer and metadata; ' +
        'otherwise it is detected from the text (French by default). Answers application/pdf.',
      consumes: ['multipart/form-data'],
      // Documents the form; the stream is read and checked by readReportForm, not by a validator.
      body: ReportForm,
      security: [{ bearerAuth: [] }],
      response: {
        400: ErrorResponse.or(FieldErrorsResponse),
        401: ErrorResponse,
        413: ErrorResponse,
        422: ErrorResponse,
        429: ErrorResponse,
        503: ErrorResponse,
      },
    },
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    handler: async (request, reply) => {
      await service.refuseOverShare(request.userId);
      const form = await readReportForm(app, request);
      const pdf = await service.generatePdf({ ...form, userId: request.userId });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${REPORT_PDF_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}
