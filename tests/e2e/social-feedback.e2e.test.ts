import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { chooseFiles, fitsWidth, label, latestMessage, picture, signedIn } from './support/journey-steps';

/**
 * Social organisations' feedback, the about page's contact form and /download, on a phone:
 * the form at each of its bounds with the messages beside the fields, a feedback sent with a
 * picture and found on the public list, the admin answering it by mail (in the outbox), and
 * the contact form's phone and website rules.
 */

const ORGANISATION = `Hội Người tiêu dùng thử nghiệm ${Date.now()}`;
const EMAIL = `phan-anh-${Date.now()}@demo.vn`;

async function fieldError(page: Page, name: string) {
  const input = page.getByLabel(label(name));
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const ids = describedBy.split(' ').filter((id) => id.endsWith('-error'));
  if (ids.length === 0) return null;
  return page.locator(`[id="${ids[0]}"]`).textContent();
}

describe('social-organisation feedback', () => {
  let browser: Browser;
  let feedbackId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('refuses each bound beside its field, then is sent with one picture and listed on /danh-sach', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/phan-anh-to-chuc-xa-hoi');
    await hydrated(page);
    await screenshot(page, 'social-feedback-form-phone');
    const form = page.getByTestId('social-feedback-form');
    const send = form.getByRole('button', { name: 'Gửi phản ánh' });

    // Everything blank: each required field says so, the pictures too.
    await send.click();
    await page.getByTestId('form-error-summary').waitFor();
    expect(await fieldError(page, 'Tên tổ chức')).toBe('Vui lòng nhập thông tin này');
    await expect.poll(() => form.getByText('Vui lòng đính kèm ít nhất một hình ảnh').count()).toBe(1);

    // One over each limit, and a bad e-mail.
    await page.getByLabel(label('Tên tổ chức')).fill('o'.repeat(101));
    await page.getByLabel(label('Số quyết định thành lập')).fill('d'.repeat(101));
    await page.getByLabel(label('Email liên hệ')).fill('hoi@');
    await page.getByLabel(label('Nội dung phản ánh')).fill('c'.repeat(501));
    await expect.poll(() => page.getByTestId('feedback-counter').textContent()).toBe('501/500');
    await send.click();
    await expect.poll(() => fieldError(page, 'Tên tổ chức')).toBe('Tên tổ chức tối đa 100 ký tự');
    expect(await fieldError(page, 'Số quyết định thành lập')).toBe('Số quyết định tối đa 100 ký tự');
    expect(await fieldError(page, 'Email liên hệ')).toBe('Email không hợp lệ');
    expect(await fieldError(page, 'Nội dung phản ánh')).toBe('Nội dung phản ánh tối đa 500 ký tự');
    await screenshot(page, 'social-feedback-refused-phone');

    // At the limits: 100 and 500 characters pass; the picture is still missing.
    await page.getByLabel(label('Tên tổ chức')).fill('o'.repeat(100));
    await page.getByLabel(label('Số quyết định thành lập')).fill('d'.repeat(100));
    await page.getByLabel(label('Email liên hệ')).fill(EMAIL);
    await page.getByLabel(label('Nội dung phản ánh')).fill('c'.repeat(500));
    await send.click();
    await expect.poll(() => fieldError(page, 'Tên tổ chức')).toBeNull();
    expect(await fieldError(page, 'Số quyết định thành lập')).toBeNull();
    expect(await fieldError(page, 'Email liên hệ')).toBeNull();
    expect(await fieldError(page, 'Nội dung phản ánh')).toBeNull();
    expect(await form.getByText('Vui lòng đính kèm ít nhất một hình ảnh').count()).toBe(1);

    // The real feedback, with one picture.
    await page.getByLabel(label('Tên tổ chức')).fill(ORGANISATION);
    await page
      .getByLabel(label('Nội dung phản ánh'))
      .fill('Son môi không rõ nguồn gốc, không có nhãn phụ tiếng Việt.');
    await chooseFiles(page, () => page.getByTestId('feedback-add-picture').click(), [
      { name: 'son.png', buffer: await picture(200, 40, 60, 640, 480) },
    ]);
    await form.getByRole('img', { name: 'Ảnh đính kèm 1' }).waitFor();
    await expect.poll(() => form.getByText('Vui lòng đính kèm ít nhất một hình ảnh').count()).toBe(0);
    await send.click();
    await page.getByTestId('social-feedback-sent').waitFor();
    expect(await page.getByTestId('social-feedback-sent').textContent()).toContain(EMAIL);
    await screenshot(page, 'social-feedback-sent-phone');

    await page.getByRole('link', { name: 'Xem danh sách phản ánh' }).click();
    await page.waitForURL(/\/danh-sach$/);
    const item = page
      .getByTestId('social-feedback-list')
      .getByRole('link', { name: new RegExp(ORGANISATION) });
    await item.waitFor();
    expect(await item.textContent()).toContain('Đã tiếp nhận');
    // The public list never shows the organisation's e-mail.
    expect(await page.content()).not.toContain(EMAIL);
    await fitsWidth(page);
    await screenshot(page, 'social-feedback-list-phone');
    feedbackId = (await item.getAttribute('href'))?.split('/').pop() ?? '';
    expect(feedbackId).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });

  it('is answered by the admin: the status moves and the answer mail is in the outbox', async () => {
    const context = await signedIn(browser, 'admin@demo.vn', 'Demo@1234', PHONE);
    const page = await context.newPage();
    await page.goto('/quan-tri');
    await page.getByTestId('admin-tool-feedback').click();
    await page.waitForURL(/\/quan-tri\/phan-anh/);
    await page.getByTestId('feedback-desk-list').waitFor();
    await screenshot(page, 'feedback-desk-phone');
    await page.goto(`/quan-tri/phan-anh/${feedbackId}`);
    await hydrated(page);
    expect(await page.getByTestId('feedback-status').textContent()).toBe('Đã tiếp nhận');
    await page.getByRole('button', { name: 'Chuyển sang đang xem xét' }).click();
    await expect.poll(() => page.getByTestId('feedback-status').textContent()).toBe('Đang xem xét');
    await page
      .getByLabel(label('Trả lời qua email'))
      .fill('Chúng tôi đã tạm ẩn các sản phẩm và yêu cầu shop bổ sung giấy tờ.');
    await page.getByRole('button', { name: 'Gửi trả lời' }).click();
    await expect.poll(() => page.getByTestId('feedback-status').textContent()).toBe('Đã trả lời');
    await screenshot(page, 'feedback-answered-phone');
    const mail = await latestMessage(context.request, [EMAIL]);
    expect(mail?.subject).toContain('Chợ Đẹp trả lời phản ánh');
    expect(mail?.body).toContain('tạm ẩn các sản phẩm');
    await context.close();
  });
});

describe('the about page contact form and /download', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('takes an 11-digit phone and refuses 12 digits, letters and a bad website by their fields', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('footer-about').click();
    await page.waitForURL(/\/gioi-thieu$/);
    await hydrated(page);
    const form = page.getByTestId('contact-form');
    const send = form.getByRole('button', { name: 'Gửi liên hệ' });
    await page.getByLabel(label('Họ và tên')).fill('Đỗ Minh Thư');
    await page.getByLabel(label('Email')).fill('minhthu@example.vn');
    await page.getByLabel(label('Nội dung')).fill('Chúng tôi muốn mở gian hàng thương hiệu.');

    await page.getByLabel(label('Số điện thoại')).fill('012345678901');
    await page.getByLabel(label('Website')).fill('không phải web');
    await send.click();
    await expect.poll(() => fieldError(page, 'Số điện thoại')).toBe('Số điện thoại tối đa 11 chữ số');
    expect(await fieldError(page, 'Website')).toBe('Vui lòng nhập địa chỉ website hợp lệ, VD: shopcuaban.vn');

    await page.getByLabel(label('Số điện thoại')).fill('0912abc345');
    await send.click();
    await expect
      .poll(() => fieldError(page, 'Số điện thoại'))
      .toBe('Số điện thoại chỉ được gồm chữ số (không có chữ cái, dấu cách hay ký hiệu)');
    await screenshot(page, 'about-contact-refused-phone');

    await page.getByLabel(label('Số điện thoại')).fill('01234567890');
    await page.getByLabel(label('Website')).fill('minhthu-studio.vn');
    await send.click();
    await page.getByTestId('contact-sent').waitFor();
    await screenshot(page, 'about-contact-sent-phone');
    await context.close();

    // The message waits in the admin's inbox.
    const admin = await signedIn(browser, 'admin@demo.vn', 'Demo@1234', PHONE);
    const inbox = await admin.newPage();
    await inbox.goto('/quan-tri/lien-he');
    await inbox.getByTestId('contact-inbox-list').getByText('Đỗ Minh Thư').click();
    await inbox.getByTestId('contact-message').waitFor();
    expect(await inbox.getByTestId('contact-message').textContent()).toContain('https://minhthu-studio.vn/');
    await admin.close();
  });

  it('shows /download with the store bar kept on screen, on a phone and a desktop', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/download');
      const bar = page.getByTestId('download-bar');
      await bar.waitFor();
      expect(await bar.getByTestId('app-store-link').getAttribute('href')).toMatch(
        /^https:\/\/apps\.apple\.com\//,
      );
      expect(await bar.getByTestId('play-store-link').getAttribute('href')).toMatch(
        /^https:\/\/play\.google\.com\//,
      );
      // Sticky: at the top of the page the bar is already within the window.
      const box = await bar.boundingBox();
      expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await fitsWidth(page);
      await page.screenshot({ path: `tests/e2e/screenshots/download-${name}-viewport.png` });
      await screenshot(page, `download-${name}`);
      await context.close();
    }
  });
});
