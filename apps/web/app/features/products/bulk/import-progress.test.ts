import { describe, expect, it } from 'vitest';
import { importProgress, pickUploadFile } from './import-progress';

describe('bulk upload progress', () => {
  it('follows the bytes sent, then the rows checked, then the result', () => {
    expect(importProgress(50, null)).toMatchObject({ percent: 15, stage: 'uploading' });
    expect(importProgress(null, { status: 'queued', processedRows: 0, totalRows: 0 })?.percent).toBe(30);
    expect(importProgress(null, { status: 'validating', processedRows: 50, totalRows: 100 })).toMatchObject({
      percent: 60,
      params: { done: 50, total: 100 },
    });
    expect(importProgress(null, { status: 'importing', processedRows: 100, totalRows: 100 })?.percent).toBe(
      95,
    );
    expect(importProgress(null, { status: 'failed', processedRows: 3, totalRows: 100 })?.tone).toBe('error');
    expect(importProgress(null, null)).toBeNull();
  });

  it('takes one XLSX or CSV file within the size cap', () => {
    expect(pickUploadFile([{ name: 'a.xlsx', size: 10 }]).problem).toBeNull();
    expect(pickUploadFile([{ name: 'A.CSV', size: 10 }]).problem).toBeNull();
    expect(
      pickUploadFile([
        { name: 'a.csv', size: 1 },
        { name: 'b.csv', size: 1 },
      ]).problem,
    ).toBe('count');
    expect(pickUploadFile([{ name: 'anh.png', size: 1 }]).problem).toBe('type');
    expect(pickUploadFile([{ name: 'a.xls', size: 1 }]).problem).toBe('type');
    expect(pickUploadFile([{ name: 'a.csv', size: 6 * 1024 * 1024 }]).problem).toBe('size');
    expect(pickUploadFile([]).problem).toBe('none');
  });
});
