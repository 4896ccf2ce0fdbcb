import { describe, expect, it } from 'vitest';
import { renderCheckoutPage, renderRefusalPage } from './simulator-page';

describe('renderCheckoutPage', () => {
  const page = {
    provider: 'momo' as const,
    merchant: 'Chợ Đẹp',
    txnRef: 'CD1',
    orderInfo: 'Áo <b>đẹp</b> & "rẻ"',
    amount: 1_234_567,
    action: '/dev/pay/momo/complete/abc?x=1&y=2',
  };

  it('shows the order, the amount in VND and the three outcomes with stable test ids', () => {
    const html = renderCheckoutPage({ ...page, language: 'vi' });
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('1.234.567\u00a0₫');
    expect(html).toContain('data-testid="sim-pay">Thanh toán</button>');
    expect(html).toContain('data-testid="sim-cancel">Hủy</button>');
    expect(html).toContain('data-testid="sim-fail">Thất bại</button>');
    expect(html).toContain('name="viewport"');
  });

  it('escapes what the merchant sent', () => {
    const html = renderCheckoutPage({ ...page, language: 'vi' });
    expect(html).toContain('Áo &lt;b&gt;đẹp&lt;/b&gt; &amp; &quot;rẻ&quot;');
    expect(html).toContain('action="/dev/pay/momo/complete/abc?x=1&amp;y=2"');
    expect(html).not.toContain('<b>đẹp</b>');
  });

  it('speaks English and Korean', () => {
    expect(renderCheckoutPage({ ...page, language: 'en' })).toContain('data-testid="sim-pay">Pay</button>');
    expect(renderCheckoutPage({ ...page, language: 'ko' })).toContain(
      'data-testid="sim-cancel">취소</button>',
    );
  });
});

describe('renderRefusalPage', () => {
  it('names the reason in the page language', () => {
    const html = renderRefusalPage('en', 'vnpay', 'badSignature');
    expect(html).toContain('data-reason="badSignature"');
    expect(html).toContain('Invalid signature');
  });
});
