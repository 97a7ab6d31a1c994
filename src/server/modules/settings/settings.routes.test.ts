import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCHING_WEIGHTS } from '../../../shared/domain/settings';
import { adminSettings } from '../../db/schema';
import { createSettingsRepository } from './settings.repository';
import { TEST_ORIGIN, createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const put = (key: string, value: unknown, cookie: string) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${key}`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { value },
  });

describe('admin settings', () => {
  it('refuses a settings change that names no origin (neither Origin nor Referer): 403 and nothing stored', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const before = await test.db.select().from(adminSettings);
    const refused = await test.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/auto_release_days',
      // An empty Referer stops the test app from adding our Origin, as a script outside a browser would send.
      headers: { cookie: admin.cookie, referer: '' },
      payload: { value: 30 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden_origin');
    expect(await test.db.select().from(adminSettings)).toEqual(before);
  });

  it('seeds every key with the spec defaults', async () => {
    const rows = await test.db.select().from(adminSettings);
    const stored = Object.fromEntries(rows.map((row) => [row.settingKey, row.settingValue]));
    expect(stored).toMatchObject({
      matching_weights: DEFAULT_MATCHING_WEIGHTS,
      shortlist_size_default: { value: 3 },
      max_quotes_per_request: { value: 3 },
      min_quotes_before_presenting: { value: 2 },
      invite_response_sla_hours: { value: 24 },
      conflict_window_days: { value: 60 },
      sensitive_single_provider_only: { enabled: false },
      fireflies_enabled: { enabled: true },
      fireflies_default_on: { enabled: false },
      fireflies_privacy_note: { text: 'Recording requires consent. Participants are notified.' },
      allow_custom_request_without_login: { enabled: true },
      quote_approval_threshold: { amount: 5000, currency: 'gbp' },
      platform_fee_percent: { value: 15 },
      auto_release_days: { value: 14 },
      analytics_capture_enabled: { enabled: true },
      analytics_retention_days: { value: 395 },
      // Off in the route tests' database (test-app.ts); the seeds' own value is tested in two-factor.routes.test.ts.
      require_mfa_for_admins: { enabled: false },
      vat_rules: {
        reverseChargeEnabled: true,
        reverseChargeNote: 'Reverse charge: the customer accounts for VAT (Article 196, Council Directive 2006/112/EC)',
        notRegisteredNote: 'No VAT is charged: the seller is not registered for VAT.',
      },
    });
    expect(Object.keys(stored)).toHaveLength(20);
  });

  it('is readable and writable by admins only (checked on the server)', async () => {
    const client = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: client.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await put('shortlist_size_default', { value: 5 }, client.cookie)).statusCode).toBe(403);

    const updated = await put('shortlist_size_default', { value: 5 }, admin.cookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().shortlist_size_default).toEqual({ value: 5 });
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(read.json().shortlist_size_default).toEqual({ value: 5 });
  });

  it('validates ranges and the min-versus-max rule, changing nothing on refusal', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const outOfRange = await put('invite_response_sla_hours', { value: 169 }, admin.cookie);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error.code).toBe('settings.invalid_value');
    const inconsistent = await put('min_quotes_before_presenting', { value: 4 }, admin.cookie);
    expect(inconsistent.statusCode).toBe(400);
    expect(inconsistent.json().error.code).toBe('settings.inconsistent');
    const unknown = await put('not_a_setting', { value: 1 }, admin.cookie);
    expect(unknown.statusCode).toBe(400);
    const settings = await test.app.services.settings.getAll();
    expect(settings.invite_response_sla_hours).toEqual({ value: 24 });
    expect(settings.min_quotes_before_presenting).toEqual({ value: 2 });
  });

  it('falls back to the spec value when a stored value no longer fits (max quotes 11 > 10, a 0 hours SLA)', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const repository = createSettingsRepository(test.db);
    await repository.upsert('max_quotes_per_request', { value: 11 }, null);
    await repository.upsert('invite_response_sla_hours', { value: 0 }, null);
    await repository.upsert('conflict_window_days', { value: 'sixty' }, null);
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(read.json().max_quotes_per_request).toEqual({ value: 3 });
    expect(read.json().invite_response_sla_hours).toEqual({ value: 24 });
    expect(read.json().conflict_window_days).toEqual({ value: 60 });
    expect(await test.app.services.settings.get('max_quotes_per_request')).toEqual({ value: 3 });
  });

  it('logs every change (who, key, old → new) newest first; a refused or unchanged value logs nothing', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    const client = await signedInUser(test);
    const audit = async () =>
      (
        await test.app.inject({ method: 'GET', url: '/api/admin/settings/audit', headers: { cookie: admin.cookie } })
      ).json().entries as { key: string; oldValue: unknown; newValue: unknown; changedByEmail: string }[];
    const before = (await audit()).length;

    expect((await put('platform_fee_percent', { value: 12.5 }, admin.cookie)).statusCode).toBe(200);
    expect((await put('fireflies_enabled', { enabled: false }, admin.cookie)).statusCode).toBe(200);
    // Refused: out of range (fee 51 > 50, 0 auto-release days), and unchanged: nothing logged.
    expect((await put('platform_fee_percent', { value: 51 }, admin.cookie)).statusCode).toBe(400);
    expect((await put('auto_release_days', { value: 0 }, admin.cookie)).statusCode).toBe(400);
    expect((await put('fireflies_enabled', { enabled: false }, admin.cookie)).statusCode).toBe(200);

    const entries = await audit();
    expect(entries).toHaveLength(before + 2);
    expect(entries[0]).toMatchObject({
      key: 'fireflies_enabled',
      oldValue: { enabled: true },
      newValue: { enabled: false },
      changedByEmail: admin.email,
    });
    expect(entries[1]).toMatchObject({
      key: 'platform_fee_percent',
      oldValue: { value: 15 },
      newValue: { value: 12.5 },
      changedByEmail: admin.email,
    });
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/settings/audit', headers: { cookie: client.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('names the keys whose stored value falls back to the default', async () => {
    const admin = await signedInUser(test, { isAdmin: true });
    await createSettingsRepository(test.db).upsert('shortlist_size_default', { value: 42 }, null);
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/admin/settings/fallbacks',
      headers: { cookie: admin.cookie },
    });
    expect(read.json().fallbacks).toContainEqual({ key: 'shortlist_size_default', stored: { value: 42 } });
    // Saving a valid value clears it and logs the stored (invalid) value as the old one.
    expect((await put('shortlist_size_default', { value: 4 }, admin.cookie)).statusCode).toBe(200);
    const after = await test.app.inject({
      method: 'GET',
      url: '/api/admin/settings/fallbacks',
      headers: { cookie: admin.cookie },
    });
    expect(after.json().fallbacks.map((f: { key: string }) => f.key)).not.toContain('shortlist_size_default');
  });
});
