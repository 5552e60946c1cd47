import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_PDF_FILE_NAME } from '@sfp/contracts/report-file';
import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/Markdown.tsx';
import { generateReport, renderReportPdf } from '../api/advisor-api.ts';
import { replyLanguage, typesetByLanguage } from '../chat/reply-parts.ts';
import '../i18n.ts';

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Phase = { kind: 'loading' } | { kind: 'ready'; report: string } | { kind: 'failed' };

/**
 * The report dialog (spec §2, §4 "Report flow"): generated when it opens (call 12), shown as
 * markdown with the download-now notice; 'download in pdf' posts it as report.md (call 13) and
 * saves report.pdf, then confirms; an empty report does nothing (the dialog closes).
 */
export function ReportDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('chatbot');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [downloading, setDownloading] = useState(false);
  // Kept after closing, so the dialog does not change its words while it fades out.
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; open: boolean } | null>(null);
  const closeOutcome = () => setOutcome((o) => o && { ...o, open: false });

  useEffect(() => {
    let live = true;
    generateReport(conversationId)
      .then((report) => {
        if (!live) return;
        if (report === '') onClose();
        else setPhase({ kind: 'ready', report });
      })
      .catch((error: Error) => {
        console.warn('report generation failed', error.message);
        if (live) setPhase({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [conversationId, onClose]);

  const download = async () => {
    if (phase.kind !== 'ready') return;
    setDownloading(true);
    try {
      saveBlob(await renderReportPdf(phase.report, i18n.resolvedLanguage ?? 'fr'), REPORT_PDF_FILE_NAME);
      setOutcome({ kind: 'done', open: true });
    } catch (error) {
      console.warn('report download failed', (error as Error).message);
      setOutcome({ kind: 'failed', open: true });
    } finally {
      setDownloading(false);
    }
  };

  // The report's own first heading titles the dialog, and is not repeated in its body.
  const heading = phase.kind === 'ready' ? /^#\s+(.+)$/m.exec(phase.report) : null;
  const body = phase.kind === 'ready' && heading ? phase.report.replace(heading[0], '').trim() : '';
  return (
    <>
      <Modal
        open
        title={heading ? heading[1]!.trim() : t('report_title')}
        onCancel={onClose}
        width={860}
        className="sfp-report-modal"
        footer={[
          <Button key="close" onClick={onClose}>
            {t('close')}
          </Button>,
          <Button
            key="pdf"
            type="primary"
            icon={<DownloadOutlined />}
            loading={downloading}
            disabled={phase.kind !== 'ready'}
            onClick={() => void download()}
          >
            {t('download_pdf')}
          </Button>,
        ]}
      >
        <Alert type="warning" showIcon title={t('report_notice')} className="sfp-report-notice" />
        {phase.kind === 'loading' && (
          <div className="sfp-report-loading" role="status">
            <Spin />
            <span>{t('generating_report')}</span>
          </div>
        )}
        {phase.kind === 'failed' && <Alert type="error" showIcon title={t('report_generation_error')} />}
        {phase.kind === 'ready' && (
          <Markdown className="sfp-report-body" lang={replyLanguage(phase.report)}>
            {typesetByLanguage(heading ? body : phase.report)}
          </Markdown>
        )}
      </Modal>
      <Modal
        open={outcome?.open ?? false}
        destroyOnHidden
        title={outcome?.kind === 'done' ? t('report_downloaded_title') : t('error_title')}
        onCancel={closeOutcome}
        footer={[
          <Button key="close" type="primary" onClick={closeOutcome}>
            {t('close')}
          </Button>,
        ]}
      >
        <p>{outcome?.kind === 'done' ? t('report_downloaded_text') : t('report_download_error')}</p>
      </Modal>
    </>
  );
}
