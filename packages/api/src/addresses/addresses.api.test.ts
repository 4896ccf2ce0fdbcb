import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { syncAdministrativeUnits } from './sync-administrative-units';

const BASE = '/api/v1/mobile/addresses';
// Ho Chi Minh City and one of its wards; a Hanoi ward for the mismatch case.
const HCM = '79';
const HANOI_WARD = '00004';

describe('delivery addresses API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Record<string, string>;
  let other: Record<string, string>;
  let hcmWard: { code: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    await syncAdministrativeUnits(t.ctx);
    owner = (await insertSignedInUser(t.ctx)).headers;
    other = (await insertSignedInUser(t.ctx)).headers;
    const wards = await (await t.api.request(`/api/v1/public/provinces/${HCM}/wards`)).json();
    hcmWard = wards.data[0];
  });
  afterAll(() => t.close());

  function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    return t.api.request(path, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const address = (overrides: Record<string, unknown> = {}) => ({
    name: 'Trần Văn An',
    phone: '0912 345 678',
    city: HCM,
    ward: hcmWard.code,
    specificAddress: '12 Nguyễn Huệ',
    type: 'home',
    deliveryTime: 'office_hours',
    ...overrides,
  });

  it('refuses a guest', async () => {
    expect((await send('GET', BASE, {})).status).toBe(401);
    expect((await send('POST', BASE, {}, address())).status).toBe(401);
  });

  it('creates the first address as the default, with names and display phone', async () => {
    const res = await send('POST', BASE, owner, address({ isDefault: false }));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({
      name: 'Trần Văn An',
      phone: '+84912345678',
      phoneDisplay: '(+84) 912 345 678',
      country: 'VN',
      city: HCM,
      cityName: 'Thành phố Hồ Chí Minh',
      ward: hcmWard.code,
      wardName: hcmWard.name,
      isDefault: true,
      deliveryTime: 'office_hours',
      fullAddress: `12 Nguyễn Huệ, ${hcmWard.name}, Thành phố Hồ Chí Minh`,
    });
  });

  it('moves the default to a new default address and back', async () => {
    const second = (
      await (await send('POST', BASE, owner, address({ name: 'Lê Thị Hoa', isDefault: true }))).json()
    ).data;
    expect(second.isDefault).toBe(true);
    let list = (await (await send('GET', BASE, owner)).json()).data;
    expect(list).toHaveLength(2);
    expect(
      list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { _id: string }) => a._id),
    ).toEqual([second._id]);
    expect(list[0]._id).toBe(second._id);

    const first = list[1];
    const res = await send('POST', `${BASE}/${first._id}/default`, owner);
    expect(res.status).toBe(200);
    list = (await (await send('GET', BASE, owner)).json()).data;
    expect(
      list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { _id: string }) => a._id),
    ).toEqual([first._id]);
  });

  it('reads, replaces and deletes one address; a deleted default passes on', async () => {
    const list = (await (await send('GET', BASE, owner)).json()).data;
    const current = list.find((a: { isDefault: boolean }) => a.isDefault);
    const got = await send('GET', `${BASE}/${current._id}`, owner);
    expect((await got.json()).data._id).toBe(current._id);

    const updated = await send(
      'PUT',
      `${BASE}/${current._id}`,
      owner,
      address({ specificAddress: '45 Lê Lợi', type: 'company' }),
    );
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({
      specificAddress: '45 Lê Lợi',
      type: 'company',
      isDefault: true,
    });

    const removed = await send('DELETE', `${BASE}/${current._id}`, owner);
    expect(removed.status).toBe(200);
    expect((await send('GET', `${BASE}/${current._id}`, owner)).status).toBe(404);
    const rest = (await (await send('GET', BASE, owner)).json()).data;
    expect(rest).toHaveLength(1);
    expect(rest[0].isDefault).toBe(true);
  });

  it('refuses a ward of another province, in the asked language', async () => {
    const res = await send(
      'POST',
      BASE,
      { ...owner, 'accept-language': 'en' },
      address({ ward: HANOI_WARD }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([
      { path: 'ward', message: 'The ward does not belong to the selected province/city' },
    ]);
    const unknownCity = await send('POST', BASE, owner, address({ city: '99' }));
    expect((await unknownCity.json()).error.fields[0].path).toBe('city');
  });

  it('checks the phone and the street part', async () => {
    const res = await send('POST', BASE, owner, address({ phone: '0123456789', specificAddress: '1' }));
    expect(res.status).toBe(400);
    const paths = (await res.json()).error.fields.map((f: { path: string }) => f.path);
    expect(paths).toContain('specificAddress');
  });

  it('takes the mobiles of every network and explains why a landline is refused', async () => {
    const saved = await send('POST', BASE, owner, address({ phone: '0892085009' }));
    expect(saved.status).toBe(201);
    expect((await saved.json()).data).toMatchObject({
      phone: '+84892085009',
      phoneDisplay: '(+84) 892 085 009',
    });
    const landline = await send(
      'POST',
      BASE,
      { ...owner, 'accept-language': 'en' },
      address({ phone: '02438253536' }),
    );
    expect(landline.status).toBe(400);
    expect((await landline.json()).error.fields).toEqual([
      { path: 'phone', message: 'A landline cannot receive text messages: please enter a mobile number' },
    ]);
  });

  it('saves a Korean address with a free-text district', async () => {
    const res = await send(
      'POST',
      BASE,
      { ...owner, 'accept-language': 'en' },
      address({
        country: 'KO',
        city: 'KR-11',
        ward: null,
        district: 'Gangnam-gu',
        phone: '010-1234-5678',
        postalCode: '06236',
        specificAddress: '152 Teheran-ro',
      }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({
      cityName: 'Seoul',
      ward: null,
      phoneDisplay: '(+82) 10-1234-5678',
      fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul',
    });
  });

  it("answers 404 for another user's address on every verb", async () => {
    const mine = (await (await send('GET', BASE, owner)).json()).data[0];
    const path = `${BASE}/${mine._id}`;
    expect((await send('GET', path, other)).status).toBe(404);
    expect((await send('PUT', path, other, address())).status).toBe(404);
    expect((await send('DELETE', path, other)).status).toBe(404);
    expect((await send('POST', `${path}/default`, other)).status).toBe(404);
    expect((await send('GET', `${BASE}/not-a-uuid`, other)).status).toBe(404);
    // Still there, unchanged, for its owner.
    const still = await send('GET', path, owner);
    expect((await still.json()).data.specificAddress).toBe(mine.specificAddress);
  });

  it('keeps at most 20 addresses per user', async () => {
    const user = (await insertSignedInUser(t.ctx)).headers;
    for (let i = 0; i < 20; i++) {
      expect(
        (await send('POST', BASE, user, address({ specificAddress: `${i + 1} Hai Bà Trưng` }))).status,
      ).toBe(201);
    }
    const res = await send('POST', BASE, user, address());
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'ADDRESS_LIMIT_REACHED',
      message: 'Bạn chỉ có thể lưu tối đa 20 địa chỉ',
    });
    const list = (await (await send('GET', BASE, user)).json()).data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });
});
