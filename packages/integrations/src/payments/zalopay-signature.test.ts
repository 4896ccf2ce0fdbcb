import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  zalopayCallbackMac,
  zalopayCreateMac,
  zalopayCreateMacInput,
  zalopayRedirectChecksum,
  zalopayRedirectChecksumInput,
} from './zalopay-signature';

const sha256 = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

describe('ZaloPay macs', () => {
  const order = {
    app_id: 2553,
    app_trans_id: '260115_CD1',
    app_user: 'ChoDep',
    amount: 50000,
    app_time: 1768410000000,
    embed_data: '{"redirecturl":"https://cho.vn/ve"}',
    item: '[]',
  };

  it('create: key1 over app_id|app_trans_id|app_user|amount|app_time|embed_data|item', () => {
    const input = '2553|260115_CD1|ChoDep|50000|1768410000000|{"redirecturl":"https://cho.vn/ve"}|[]';
    expect(zalopayCreateMacInput(order)).toBe(input);
    expect(zalopayCreateMac('KEY1', order)).toBe(sha256('KEY1', input));
  });

  it('callback: key2 over the raw data string', () => {
    const data = '{"app_id":2553,"amount":50000}';
    expect(zalopayCallbackMac('KEY2', data)).toBe(sha256('KEY2', data));
  });

  it('redirect: key2 over appid|apptransid|pmcid|bankcode|amount|discountamount|status', () => {
    const query = {
      amount: '50000',
      appid: '2553',
      apptransid: '260115_CD1',
      bankcode: '',
      discountamount: '0',
      pmcid: '38',
      status: '1',
    };
    expect(zalopayRedirectChecksumInput(query)).toBe('2553|260115_CD1|38||50000|0|1');
    expect(zalopayRedirectChecksum('KEY2', query)).toBe(sha256('KEY2', '2553|260115_CD1|38||50000|0|1'));
  });
});
