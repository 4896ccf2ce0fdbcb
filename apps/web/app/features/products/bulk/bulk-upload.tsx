import type { ProductImportAnswer } from '@cho-dep/api/products/bulk/product-bulk-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type DragEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query-cache';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { importProgress, isFinished, pickUploadFile } from './import-progress';
import styles from './product-files.module.css';
import { uploadWithProgress } from './upload-with-progress';

const B = LIMITS.productBulk;
const POLL_MS = 800;

/**
 * The bulk upload: template, one file (a second file or another format is refused here and by
 * the server), then a progress bar that follows the real work (the upload's bytes, then the
 * server's rows checked) and the per-row result.
 */
export function BulkUpload({ initial }: { initial: ProductImportAnswer | null }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [started, setStarted] = useState<ProductImportAnswer | null>(initial);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { job, error: pollError } = useImportJob(started);
  const shownProblem =
    problem ??
    (pollError ? (pollError instanceof ApiError ? pollError.message : t('errors.INTERNAL')) : null);

  const choose = (files: FileList | null) => {
    const picked = pickUploadFile(files ? [...files] : []);
    if (picked.problem === 'count') {
      setProblem(t('errors.FILE_COUNT_EXCEEDED', { max: B.filesMax }));
      setFile(null);
    } else if (picked.problem === 'type') {
      setProblem(t('errors.UNSUPPORTED_FILE'));
      setFile(null);
    } else if (picked.problem === 'size') {
      setProblem(t('errors.FILE_TOO_LARGE'));
      setFile(null);
    } else {
      setProblem(null);
      setFile(picked.file);
      setStarted(null);
    }
  };

  const send = async () => {
    if (!file) return;
    setProblem(null);
    setUploadPercent(0);
    const form = new FormData();
    form.append('file', file);
    try {
      const answer = await uploadWithProgress<ProductImportAnswer>(
        '/api/v1/seller/product-imports',
        form,
        (p) => setUploadPercent(p),
      );
      setStarted(answer);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    } finally {
      setUploadPercent(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const progress = importProgress(uploadPercent, job);
  const busy = uploadPercent !== null || (job !== null && !isFinished(job));

  return (
    <Card as="section" aria-labelledby="upload-title" className={styles.panel}>
      <h2 id="upload-title" className={styles.heading}>
        {t('productBulk.upload.title')}
      </h2>
      <p className={styles.muted}>{t('productBulk.upload.intro')}</p>
      <ol className={styles.steps}>
        <li>
          <span>{t('productBulk.upload.step1')}</span>
          <a
            href="/api/v1/seller/product-imports/template"
            className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.stepAction}`}
            download
          >
            {t('productBulk.upload.template')}
          </a>
        </li>
        <li>{t('productBulk.upload.step2')}</li>
        <li>
          {t('productBulk.upload.step3', {
            mb: LIMITS.upload.sheetMaxBytes / 1024 / 1024,
            rows: B.importRowsMax,
          })}
        </li>
      </ol>
      <p className={styles.rule}>{t('productBulk.upload.rule')}</p>

      <label
        className={[styles.drop, dragging && styles.dropActive].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          className="visually-hidden"
          onChange={(event) => choose(event.target.files)}
          disabled={busy}
        />
        <span className={styles.dropIcon} aria-hidden="true">
          ⇪
        </span>
        <span className={styles.dropText}>
          {file ? t('productBulk.upload.chosen', { name: file.name }) : t('productBulk.upload.drop')}
        </span>
      </label>
      {shownProblem && <Alert>{shownProblem}</Alert>}
      <div>
        <Button onClick={() => void send()} disabled={!file || busy} loading={uploadPercent !== null}>
          {t('productBulk.upload.submit')}
        </Button>
      </div>

      {progress && (
        <div className={styles.progress}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('productBulk.upload.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <span
              className={[styles.barFill, progress.tone === 'error' && styles.barError]
                .filter(Boolean)
                .join(' ')}
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          {/* A finished upload says its result in the message below instead. */}
          {progress.stage !== 'done' && progress.stage !== 'failed' && (
            <p className={styles.muted} aria-live="polite">
              {t(`productBulk.upload.${progress.stage}`, progress.params)}
            </p>
          )}
        </div>
      )}

      {job?.status === 'done' && (
        <Alert tone="success">
          <div>
            <strong>{t('productBulk.upload.done', { count: job.createdProducts })}</strong>{' '}
            {t('productBulk.upload.doneHint')}{' '}
            <Link to="/ban-hang/quan-ly-san-pham">{t('sellerProducts.meta.list')}</Link>
          </div>
        </Alert>
      )}
      {job?.status === 'failed' && <ImportErrors job={job} />}
    </Card>
  );
}

const IMPORT = '/api/v1/seller/product-imports/{id}';

/**
 * The import as the server reports it: asked again every POLL_MS until it has finished, and
 * no more once a request has failed (its message is shown instead).
 */
function useImportJob(started: ProductImportAnswer | null) {
  const id = started?.id ?? '';
  const query = useQuery({
    queryKey: [IMPORT, { id }],
    queryFn: async () => (await call(client.GET(IMPORT, { params: { path: { id } } }))).data,
    enabled: started !== null && !isFinished(started),
    initialData: started ?? undefined,
    staleTime: POLL_MS,
    refetchInterval: (q) =>
      q.state.status === 'error' || (q.state.data && isFinished(q.state.data)) ? false : POLL_MS,
  });
  return { job: started ? (query.data ?? started) : null, error: query.error };
}

function ImportErrors({ job }: { job: ProductImportAnswer }) {
  const t = useT();
  return (
    <div className={styles.result}>
      <Alert>
        <div>
          <strong>{t('productBulk.upload.failed')}</strong>{' '}
          {job.failure ??
            `${t('productBulk.upload.failedHint')} (${t('productBulk.upload.errorCount', { count: job.errors.length })})`}
        </div>
      </Alert>
      {job.errors.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.errors}>
            <caption className="visually-hidden">{job.fileName}</caption>
            <thead>
              <tr>
                <th scope="col">{t('productBulk.upload.row')}</th>
                <th scope="col">{t('productBulk.upload.column')}</th>
                <th scope="col">{t('productBulk.upload.message')}</th>
              </tr>
            </thead>
            <tbody>
              {job.errors.map((error, index) => (
                <tr key={`${error.row}-${error.column}-${index}`}>
                  <td className={styles.rowNumber}>{error.row}</td>
                  <td>{error.columnLabel ?? '—'}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
