import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { SETTINGS_MESSAGES, ZERO_RATED_DEFAULT } from '@fleetledger/shared/settings/settings.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { TEST_USERS } from '../../../test/users-fixture';
import { PDF_BYTES, PNG_BYTES, type UploadedFile } from '../../../test/multipart';
import { verifySecurityCodes } from '../../kernel/security-codes';

const api = useSignedInApp({ seller: false });
beforeEach(async () => {
  await api.ctx.database.db.execute(sql`delete from settings`);
});

const { call } = api;

const company = (overrides: Record<string, unknown> = {}) => ({
  legal_name_en: 'Arabian Gulf Transport W.L.L.',
  legal_name_ar: 'الخليج العربي للنقل ذ.م.م',
  address: 'Flat 12, Building 345, Road 67, Block 608, Sitra',
  cr_number: '123456-1',
  vat_number: '220012345600002',
  phone: '+973 1700 0000',
  email: 'accounts@agt.bh',
  bank_name: 'Al Salam Bank',
  bank_account_name: 'Arabian Gulf Transport',
  bank_account_number: '0012345678',
  bank_iban: 'bh67 bmag 0000 1299 1234 56',
  bank_swift: 'alsabhbm',
  zero_rated_treatment: '',
  version: 0,
  ...overrides,
});

async function storedSettings() {
  return (await api.ctx.database.db.execute(sql`select key, value, version from settings order by key`)).rows;
}

describe('company settings', () => {
  it('starts empty at version 0 for every signed-in user, saves the Admin form, and round-trips', async () => {
    const first = await call('GET', 'company_settings.php', undefined, 4);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      codes_set: false,
      settings: { legal_name_en: '', zero_rated_treatment: ZERO_RATED_DEFAULT, logo_url: null, version: 0 },
    });

    const saved = await call('POST', 'company_settings_save', company());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: SETTINGS_MESSAGES.saved,
      settings: {
        legal_name_ar: 'الخليج العربي للنقل ذ.م.م',
        bank_iban: 'BH67BMAG00001299123456',
        bank_swift: 'ALSABHBM',
        zero_rated_treatment: ZERO_RATED_DEFAULT,
        version: 1,
      },
    });
    const read = (await call('GET', 'company_settings')).json().settings;
    expect(read).toEqual(saved.json().settings);

    const before = await storedSettings();
    const { logo_url: _logo, ...untouched } = read;
    expect((await call('POST', 'company_settings_save', untouched)).statusCode).toBe(200);
    const after = await storedSettings();
    expect(after[0]).toEqual({ ...before[0], version: 2 });
  });

  it('refuses a stale save with 409 and the current settings, and a save without a version with 400', async () => {
    expect((await call('POST', 'company_settings_save', company())).statusCode).toBe(200);
    expect((await call('POST', 'company_settings_save', company({ version: 1, phone: '111' }))).statusCode).toBe(200);
    const before = await storedSettings();
    const stale = await call('POST', 'company_settings_save', company({ version: 1, phone: '222' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: SETTINGS_MESSAGES.stale,
      current: { phone: '111', version: 2 },
    });
    const { version: _version, ...withoutVersion } = company();
    const missing = await call('POST', 'company_settings_save', withoutVersion);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toBe(VERSION_REQUIRED);
    expect(await storedSettings()).toEqual(before);
  });

  it('names each bad field and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ legal_name_en: '  ' }, 'legal_name_en', 'Legal name (English) is required'],
      [{ vat_number: '12345' }, 'vat_number', 'VAT registration number must be 15 digits'],
      [{ email: 'not-mail' }, 'email', 'Enter a valid e-mail address'],
      [{ bank_iban: 'XX' }, 'bank_iban', expect.stringContaining('IBAN must be')],
      [{ bank_swift: 'ABC' }, 'bank_swift', 'SWIFT code must be 8 or 11 letters and digits'],
      [{ address: 'x'.repeat(100_000) }, 'address', 'Address must be at most 500 characters'],
      [{ phone: { nested: true } }, 'phone', 'Phone must be text'],
    ];
    for (const [override, field, message] of cases) {
      const response = await call('POST', 'company_settings_save', company(override));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toEqual(message);
    }
    expect(await storedSettings()).toEqual([]);
  });

  it('lets only the Admin change them', async () => {
    for (const authority of [2, 3, 4] as const) {
      expect((await call('POST', 'company_settings_save', company(), authority)).statusCode).toBe(403);
    }
    expect(await storedSettings()).toEqual([]);
  });
});

describe('the company logo', () => {
  const upload = (file: UploadedFile, authority: Authority = 1) =>
    api.upload('drive/company_logo.php', {}, file, authority);

  it('takes a PNG from the Admin and serves it to signed-in users; refuses a PDF and other roles', async () => {
    expect((await call('GET', 'drive/company_logo', undefined, 2)).statusCode).toBe(404);
    expect((await upload({ name: 'logo.png', type: 'image/png', data: PNG_BYTES }, 2)).statusCode).toBe(403);
    const refused = await upload({ name: 'logo.pdf', type: 'application/pdf', data: PDF_BYTES });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SETTINGS_MESSAGES.logoImagesOnly);
    expect(await storedSettings()).toEqual([]);

    const saved = await upload({ name: 'logo.png', type: 'image/png', data: PNG_BYTES });
    expect(saved.statusCode).toBe(200);
    const logo = await call('GET', 'drive/company_logo.php', undefined, 3);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await call('GET', 'company_settings')).json().settings.logo_url).toBe(saved.json().logo_url);
  });
});

describe('security codes from the Settings page', () => {
  const codes = (overrides: Record<string, unknown> = {}) => ({
    cancel_code: '1357',
    admin_code: '2468',
    password: TEST_USERS[1].password,
    ...overrides,
  });

  it("needs the Admin's current password, then the new codes are the ones verified", async () => {
    const wrong = await call('POST', 'security_codes_save', codes({ password: 'not-my-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(SETTINGS_MESSAGES.wrongPassword);
    expect(await storedSettings()).toEqual([]);

    const saved = await call('POST', 'security_codes_save.php', codes());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(SETTINGS_MESSAGES.codesSaved);
    expect((await call('GET', 'company_settings')).json().codes_set).toBe(true);
    const stored = JSON.stringify(await storedSettings());
    expect(stored).not.toContain('1357');
    expect(stored).not.toContain('2468');

    const admin = (await api.ctx.database.db.execute<{ id: number }>(sql`select id from users where authority = 1`))
      .rows[0]!;
    await expect(
      verifySecurityCodes(api.ctx.database.db, Number(admin.id), ['cancel', 'admin'], {
        cancel: '1357',
        admin: '2468',
      }),
    ).resolves.toBeUndefined();
  });

  it('refuses codes that are not four digits, other roles, and bad shapes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cancel_code: '12a4' }, 'cancel_code'],
      [{ admin_code: '12345' }, 'admin_code'],
      [{ admin_code: 2468 }, 'admin_code'],
      [{ password: '' }, 'password'],
    ];
    for (const [override, field] of cases) {
      const response = await call('POST', 'security_codes_save', codes(override));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]).toBeTruthy();
    }
    expect((await call('POST', 'security_codes_save', codes(), 2)).statusCode).toBe(403);
    expect(await storedSettings()).toEqual([]);
  });
});
