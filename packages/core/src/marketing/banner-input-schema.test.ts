import { describe, expect, it } from 'vitest';
import {
  bannerImageProblem,
  bannerInputSchemaAt,
  bannerPhase,
  bannerWindow,
  vietnamDay,
} from './banner-input-schema';

// 2026-03-10 23:30 in Vietnam is still 16:30 UTC on the 10th; 2026-03-11 00:30 VN is the 10th in UTC.
const NOW = new Date('2026-03-10T17:30:00Z'); // 2026-03-11 00:30 in Vietnam
const schema = bannerInputSchemaAt(() => NOW);
const valid = {
  title: 'Sale hè',
  type: 'shop',
  startDate: '2026-03-11',
  endDate: '2026-03-12',
  link: 'https://chodep.vn/khuyen-mai',
  imageKey: 'shops/x/banners/a',
};
const pathsOf = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('banner input schema (product.md §5)', () => {
  it('takes a valid banner', () => {
    expect(pathsOf(valid)).toEqual([]);
  });
  it('title: 4 characters refused, 5 taken, 200 taken, 201 refused, counted after trimming', () => {
    expect(pathsOf({ ...valid, title: '  Sale ' })).toEqual(['title:validation.banner.titleMin']);
    expect(pathsOf({ ...valid, title: ' Sale! ' })).toEqual([]);
    expect(pathsOf({ ...valid, title: 'a'.repeat(200) })).toEqual([]);
    expect(pathsOf({ ...valid, title: 'a'.repeat(201) })).toEqual(['title:validation.banner.titleMax']);
  });
  it('type is required and from the closed set', () => {
    expect(pathsOf({ ...valid, type: undefined })).toEqual(['type:validation.banner.typeRequired']);
    expect(pathsOf({ ...valid, type: 'popup' })).toEqual(['type:validation.banner.typeRequired']);
    expect(pathsOf({ ...valid, type: 'home' })).toEqual([]);
  });
  it('start and end are required real days', () => {
    expect(pathsOf({ ...valid, startDate: '' })).toEqual(['startDate:validation.required']);
    expect(pathsOf({ ...valid, endDate: undefined })).toEqual(['endDate:validation.required']);
    expect(pathsOf({ ...valid, endDate: '2026-02-30' })).toEqual(['endDate:validation.banner.dateInvalid']);
  });
  it('end: yesterday (Vietnam) refused, today taken, even when UTC is still on the day before', () => {
    expect(vietnamDay(NOW)).toBe('2026-03-11');
    expect(pathsOf({ ...valid, startDate: '2026-03-01', endDate: '2026-03-10' })).toEqual([
      'endDate:validation.banner.endBeforeToday',
    ]);
    expect(pathsOf({ ...valid, startDate: '2026-03-01', endDate: '2026-03-11' })).toEqual([]);
  });
  it('end must be after the start: same day refused, the next day taken', () => {
    expect(pathsOf({ ...valid, startDate: '2026-03-12', endDate: '2026-03-12' })).toEqual([
      'endDate:validation.banner.endAfterStart',
    ]);
    expect(pathsOf({ ...valid, startDate: '2026-03-13', endDate: '2026-03-12' })).toEqual([
      'endDate:validation.banner.endAfterStart',
    ]);
    expect(pathsOf({ ...valid, startDate: '2026-03-11', endDate: '2026-03-12' })).toEqual([]);
  });
  it('link is required and a valid http(s) address', () => {
    expect(pathsOf({ ...valid, link: ' ' })).toEqual(['link:validation.banner.linkRequired']);
    expect(pathsOf({ ...valid, link: 'chodep' })).toEqual(['link:validation.banner.linkInvalid']);
    expect(pathsOf({ ...valid, link: 'javascript:alert(1)' })).toEqual([
      'link:validation.banner.linkInvalid',
    ]);
    expect(pathsOf({ ...valid, link: 'http://localhost' })).toEqual(['link:validation.banner.linkInvalid']);
    expect(pathsOf({ ...valid, link: 'http://shop.vn' })).toEqual([]);
  });
  it('image is required; related products are unique', () => {
    expect(pathsOf({ ...valid, imageKey: '' })).toEqual(['imageKey:validation.banner.imageRequired']);
    const id = '6f1c1c9e-2b1a-4c1d-9a7e-1b2c3d4e5f60';
    expect(pathsOf({ ...valid, productIds: [id, id] })).toEqual([
      'productIds:validation.banner.duplicateProduct',
    ]);
  });
});

describe('banner window and phase (product.md §4)', () => {
  const w = bannerWindow('2026-03-11', '2026-03-12');
  it('runs from 00:00 of the start day to the end of the end day, Vietnam time', () => {
    expect(w.startsAt.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-03-12T17:00:00.000Z');
  });
  it('upcoming before the start, running from the start, ended at the end', () => {
    expect(bannerPhase(w, new Date(w.startsAt.getTime() - 1))).toBe('upcoming');
    expect(bannerPhase(w, w.startsAt)).toBe('running');
    expect(bannerPhase(w, new Date(w.endsAt.getTime() - 1))).toBe('running');
    expect(bannerPhase(w, w.endsAt)).toBe('ended');
  });
});

describe('banner image size (343x150)', () => {
  it('takes exactly 343x150 and a larger picture of the same shape', () => {
    expect(bannerImageProblem({ width: 343, height: 150 })).toBeNull();
    expect(bannerImageProblem({ width: 686, height: 300 })).toBeNull();
  });
  it('refuses smaller pictures and other shapes', () => {
    expect(bannerImageProblem({ width: 342, height: 150 })).toBe('too_small');
    expect(bannerImageProblem({ width: 343, height: 149 })).toBe('too_small');
    expect(bannerImageProblem({ width: 1200, height: 400 })).toBe('wrong_ratio');
    expect(bannerImageProblem({ width: 343, height: 160 })).toBe('wrong_ratio');
  });
});
