import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useWorker } from '@/hooks/useWorker';
import { formatBytes } from '@/lib/format';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { FilePickerButton } from '@/ui/FilePickerButton';
import { FileUpload } from '@/ui/FileUpload';
import { ModalValue } from '@/ui/ModalValue';
import { NAME_FIELDS, type CertificateInfo, type Name, type NameField, type SignatureReport } from './logic';
import styles from './ui.module.css';
import { ValueRow } from '@/ui/ValueRow';

const ACCEPT = ['.pdf', 'application/pdf'] as const;
const NAME_ORDER = Object.keys(NAME_FIELDS) as NameField[];

function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'long' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

function NameCell({ name }: { name: Name }) {
  const { t } = useTranslation('pdf-signature-checker');
  return (
    <ul className={styles.names}>
      {NAME_ORDER.map((field) => (
        <li key={field}>{t('nameLine', { label: t(`names.${field}`), value: name[field] ?? t('notAvailable') })}</li>
      ))}
    </ul>
  );
}

function CertificatesTable({ index, certificates }: { index: number; certificates: CertificateInfo[] }) {
  const { t } = useTranslation('pdf-signature-checker');
  const formatDate = useDateFormat();
  const headingId = useId();
  return (
    <section className={styles.certificates} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('certificatesTitle', { index })}
      </h3>
      <div className={styles.tableWrapper}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('validityPeriod')}</th>
              <th scope="col">{t('issuedBy')}</th>
              <th scope="col">{t('issuedTo')}</th>
              <th scope="col">{t('pemCertificate')}</th>
            </tr>
          </thead>
          <tbody>
            {certificates.map((cert) => (
              <tr key={cert.pem}>
                <td>
                  <ul className={styles.names}>
                    <li>{t('nameLine', { label: t('notBefore'), value: formatDate(cert.notBefore) })}</li>
                    <li>{t('nameLine', { label: t('notAfter'), value: formatDate(cert.notAfter) })}</li>
                  </ul>
                </td>
                <td>
                  <NameCell name={cert.issuer} />
                </td>
                <td>
                  <NameCell name={cert.subject} />
                </td>
                <td>
                  <ModalValue value={cert.pem} label={t('viewPem')} size="small" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SignatureCard({ index, report }: { index: number; report: SignatureReport }) {
  const { t } = useTranslation('pdf-signature-checker');
  const formatDate = useDateFormat();
  if (!report.readable) {
    return (
      <Card title={t('signatureTitle', { index })}>
        <Alert type="error">{t('unreadableSignature')}</Alert>
      </Card>
    );
  }
  return (
    <Card title={t('signatureTitle', { index })}>
      <ValueRow label={t('integrity')}>{t(`integrityValues.${report.integrity}`)}</ValueRow>
      <ValueRow label={t('signature')}>{t(`signatureValues.${report.signature}`)}</ValueRow>
      <ValueRow label={t('signedBy')}>{report.signedBy || t('notAvailable')}</ValueRow>
      <ValueRow label={t('signingTime')}>{report.signingTime ? formatDate(report.signingTime) : t('notAvailable')}</ValueRow>
      <ValueRow label={t('certificateAtSigningTime')}>
        {report.certificateValidity ? t(`validityValues.${report.certificateValidity}`) : t('notAvailable')}
      </ValueRow>
      <ValueRow label={t('coversWholeDocument')}>{report.coversWholeDocument ? t('yes') : t('no')}</ValueRow>
      <CertificatesTable index={index} certificates={report.certificates} />
    </Card>
  );
}

export default function PdfSignatureChecker() {
  const { t } = useTranslation('pdf-signature-checker');
  const [file, setFile] = useState<File | null>(null);
  const task = useWorker('pdf', 'checkPdfSignatures', { restartWhenSuperseded: true });
  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    setFile(chosen);
    void task.run(chosen);
  };
  // Only the answer for the file on show.
  const state = file ? task.stateFor(file) : task.state;
  const report = state.status === 'done' ? state.result : undefined;

  return (
    <>
      <Card>
        <FileUpload label={t('pdfFile')} instructions={t('instructions')} accept={ACCEPT} onFiles={choose} file={file} />
        <div className={styles.actions}>
          <FilePickerButton accept={ACCEPT} onFiles={choose}>
            {t('browse')}
          </FilePickerButton>
        </div>
        {file ? (
          <div className={styles.fileCard} role="group" aria-label={t('selectedFile')}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{formatBytes(file.size)}</span>
          </div>
        ) : null}
        <TaskStatus {...taskStatusProps(state)} onCancel={task.cancel} />
        <TaskError error={state.status === 'error' ? state.error : undefined} ns="pdf-signature-checker" />
        {report && report.signatures.length === 0 ? <Alert type="warning">{t('noSignatures')}</Alert> : null}
        {report && report.signatures.length > 0 ? <p className={styles.note}>{t('trustNote')}</p> : null}
      </Card>
      {report?.signatures.map((signature, i) => (
        <SignatureCard key={i} index={i + 1} report={signature} />
      ))}
    </>
  );
}
