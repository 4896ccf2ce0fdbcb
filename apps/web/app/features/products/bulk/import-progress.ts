import type { ProductImportAnswer } from '@cho-dep/api/products/bulk/product-bulk-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';

const B = LIMITS.productBulk;

export function isFinished(job: Pick<ProductImportAnswer, 'status'>): boolean {
  return job.status === 'done' || job.status === 'failed';
}

/**
 * One bar for the whole upload, from real figures only: the browser's bytes sent fill the
 * first 30%, the server's rows checked the next 60%, the creating step stays at 95% until
 * the server says done (100%).
 */
export function importProgress(
  uploadPercent: number | null,
  job: Pick<ProductImportAnswer, 'status' | 'processedRows' | 'totalRows'> | null,
): {
  percent: number;
  stage: 'uploading' | 'queued' | 'validating' | 'importing' | 'done' | 'failed';
  params?: Record<string, number>;
  tone: 'normal' | 'error';
} | null {
  if (uploadPercent !== null) {
    return {
      percent: Math.round(uploadPercent * 0.3),
      stage: 'uploading',
      params: { percent: uploadPercent },
      tone: 'normal',
    };
  }
  if (!job) return null;
  switch (job.status) {
    case 'queued':
      return { percent: 30, stage: 'queued', tone: 'normal' };
    case 'validating': {
      const share = job.totalRows > 0 ? job.processedRows / job.totalRows : 0;
      return {
        percent: 30 + Math.round(share * 60),
        stage: 'validating',
        params: { done: job.processedRows, total: job.totalRows },
        tone: 'normal',
      };
    }
    case 'importing':
      return { percent: 95, stage: 'importing', tone: 'normal' };
    case 'done':
      return { percent: 100, stage: 'done', tone: 'normal' };
    default:
      return { percent: 100, stage: 'failed', tone: 'error' };
  }
}

/** product.md §5: one file, XLSX or CSV, within the size cap; the server checks again by content. */
export function pickUploadFile(
  files: readonly { name: string; size: number }[],
): { file: File; problem: null } | { file: null; problem: 'count' | 'type' | 'size' | 'none' } {
  if (files.length === 0) return { file: null, problem: 'none' };
  if (files.length > B.filesMax) return { file: null, problem: 'count' };
  const [file] = files as [File];
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(B.formats as readonly string[]).includes(extension)) return { file: null, problem: 'type' };
  if (file.size > LIMITS.upload.sheetMaxBytes) return { file: null, problem: 'size' };
  return { file, problem: null };
}
