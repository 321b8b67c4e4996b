import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.companyTz).toBe('Asia/Bahrain');
    expect(config.cookieSecure).toBe(false);
    expect(config.sessionIdleMs).toBe(8 * 3_600_000);
    expect(config.sessionMaxMs).toBe(24 * 3_600_000);
    expect(config.uploadMaxBytes).toBe(10 * 1024 * 1024);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/fleet',
      DATABASE_URL: 'postgres://u:p@db:5432/fleet',
      COMPANY_TZ: 'Asia/Dubai',
      COOKIE_SECURE: 'true',
      SESSION_IDLE_HOURS: '1',
      SESSION_MAX_HOURS: '12',
      UPLOAD_MAX_MB: '2.5',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a-long-password',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Gulf Haulage Accounts <accounts@gulfhaulage.bh>',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/fleet',
      databaseUrl: 'postgres://u:p@db:5432/fleet',
      companyTz: 'Asia/Dubai',
      cookieSecure: true,
      sessionIdleMs: 3_600_000,
      sessionMaxMs: 12 * 3_600_000,
      uploadMaxBytes: 2.5 * 1024 * 1024,
      adminEmail: 'boss@example.com',
      adminPassword: 'a-long-password',
      trustProxy: true,
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
        from: { name: 'Gulf Haulage Accounts', address: 'accounts@gulfhaulage.bh' },
      },
    });
  });

  it('takes a relay that needs no login: smtp://host:port with no user and password', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://relay.office.lan:25', MAIL_FROM: 'accounts@gulfhaulage.bh' }).mail).toEqual({
      smtpUrl: 'smtp://relay.office.lan:25',
      from: { name: null, address: 'accounts@gulfhaulage.bh' },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  const bad: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'eighty' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://mailer@mail.example.com:587', MAIL_FROM: 'a@example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://:secret@mail.example.com:587', MAIL_FROM: 'a@example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://', MAIL_FROM: 'a@example.com' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: 'accounts' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://u:p@mail.example.com:587' }],
    ['MAIL_FROM', { MAIL_FROM: 'a@example.com' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['COMPANY_TZ', { COMPANY_TZ: 'Mars/Olympus' }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'yes please' }],
    ['SESSION_IDLE_HOURS', { SESSION_IDLE_HOURS: '-1' }],
    ['SESSION_IDLE_HOURS', { SESSION_IDLE_HOURS: '30', SESSION_MAX_HOURS: '24' }],
    ['UPLOAD_MAX_MB', { UPLOAD_MAX_MB: '0' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pw' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.co' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ];
  for (const [variable, env] of bad) {
    it(`stops with a message naming ${variable} for ${JSON.stringify(env)}`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
    });
  }
});
