import { z } from 'zod';
import { isCountryCode } from './countries';
import { EMAIL_MAX_LENGTH } from './limits';
import { DEFAULT_VAT_RULES } from './vat';

/** Default matching weights (second document, section 9). */
export const DEFAULT_MATCHING_WEIGHTS = {
  skills: 0.25,
  domain: 0.15,
  outcomes: 0.2,
  availability: 0.15,
  locale: 0.05,
  price: 0.1,
  vetting: 0.07,
  history: 0.03,
} as const;

const intValue = (min: number, max: number) => z.object({ value: z.number().int().min(min).max(max) });

/**
 * Every admin setting: its stored shape (values are wrapped as objects, as the spec describes) and its default.
 * The server validates writes with these schemas; readers get the default when a key has never been written.
 */
export const SETTINGS = {
  matching_weights: {
    schema: z.object({
      skills: z.number().min(0).max(1),
      domain: z.number().min(0).max(1),
      outcomes: z.number().min(0).max(1),
      availability: z.number().min(0).max(1),
      locale: z.number().min(0).max(1),
      price: z.number().min(0).max(1),
      vetting: z.number().min(0).max(1),
      history: z.number().min(0).max(1),
    }),
    default: { ...DEFAULT_MATCHING_WEIGHTS },
  },
  shortlist_size_default: { schema: intValue(1, 10), default: { value: 3 } },
  max_quotes_per_request: { schema: intValue(1, 10), default: { value: 3 } },
  min_quotes_before_presenting: { schema: intValue(1, 10), default: { value: 2 } },
  invite_response_sla_hours: { schema: intValue(1, 168), default: { value: 24 } },
  conflict_window_days: { schema: intValue(1, 365), default: { value: 60 } },
  sensitive_single_provider_only: { schema: z.object({ enabled: z.boolean() }), default: { enabled: false } },
  fireflies_enabled: { schema: z.object({ enabled: z.boolean() }), default: { enabled: true } },
  fireflies_bot_email: { schema: z.object({ email: z.string().max(EMAIL_MAX_LENGTH) }), default: { email: '' } },
  fireflies_default_on: { schema: z.object({ enabled: z.boolean() }), default: { enabled: false } },
  fireflies_privacy_note: {
    schema: z.object({ text: z.string().max(2000) }),
    default: { text: 'Recording requires consent. Participants are notified.' },
  },
  allow_custom_request_without_login: { schema: z.object({ enabled: z.boolean() }), default: { enabled: true } },
  quote_approval_threshold: {
    schema: z.object({ amount: z.number().int().min(0), currency: z.string().length(3) }),
    default: { amount: 5000, currency: 'gbp' },
  },
  platform_fee_percent: { schema: z.object({ value: z.number().min(0).max(50) }), default: { value: 15 } },
  auto_release_days: { schema: intValue(1, 90), default: { value: 14 } },
  /** Admin pages and admin APIs work only for admins who have turned on two-factor authentication. */
  require_mfa_for_admins: { schema: z.object({ enabled: z.boolean() }), default: { enabled: true } },
  /**
   * The seller on receipts, invoices and credit notes, and the VAT rate in them (prices include VAT). An admin fills
   * in the real details before trading; documents snapshot them when issued. Without a VAT number no VAT is charged
   * (plain invoices); `country` (ISO 3166-1 alpha-2) decides which buyers are abroad for the reverse charge.
   */
  seller_details: {
    schema: z.object({
      legalName: z
        .string()
        .trim()
        .min(1, 'Enter the legal name printed on documents.')
        .max(200, 'Legal name: at most 200 characters.'),
      address: z
        .string()
        .trim()
        .min(1, 'Enter the registered address.')
        .max(500, 'Registered address: at most 500 characters.'),
      companyNumber: z.string().trim().max(40, 'Company number: at most 40 characters.'),
      vatNumber: z.string().trim().max(40, 'VAT number: at most 40 characters.'),
      /** Printed on documents and the seller's electronic address in e-invoices. */
      email: z
        .union([z.literal(''), z.email({ message: 'Enter an e-mail address.' }).max(EMAIL_MAX_LENGTH)])
        .default(''),
      // Details saved before the country was asked for read as the default's.
      country: z.string().trim().toUpperCase().refine(isCountryCode, { message: 'Choose a country.' }).default('GB'),
      vatRatePercent: z
        .number({ message: 'Enter the VAT rate as a number, for example 20.' })
        .min(0, 'The VAT rate cannot be below 0%.')
        .max(50, 'The VAT rate can be at most 50%.'),
      invoiceFooter: z.string().trim().max(500, 'Invoice footer: at most 500 characters.'),
      bankDetails: z.string().trim().max(500, 'Bank details: at most 500 characters.'),
    }),
    default: {
      legalName: 'Outcome Marketplace Ltd',
      address: 'London, United Kingdom',
      companyNumber: '',
      vatNumber: '',
      email: '',
      country: 'GB',
      vatRatePercent: 20,
      invoiceFooter: 'Thank you for your business. Payments are held in escrow and released by milestone.',
      bankDetails: '',
    },
  },
  /**
   * Who pays VAT: with `reverseChargeEnabled`, a business buyer (company and VAT number) in another country than the
   * seller's is invoiced without VAT and the invoice carries `reverseChargeNote`; a seller without a VAT number
   * issues plain invoices carrying `notRegisteredNote`.
   */
  vat_rules: {
    schema: z
      .object({
        reverseChargeEnabled: z.boolean(),
        reverseChargeNote: z.string().trim().max(500),
        notRegisteredNote: z.string().trim().max(500),
      })
      .refine((rules) => !rules.reverseChargeEnabled || rules.reverseChargeNote !== '', {
        message: 'An invoice without VAT under the reverse charge must say so: enter the reverse-charge note.',
        path: ['reverseChargeNote'],
      }),
    default: { ...DEFAULT_VAT_RULES },
  },
  /** Live Analytics Monitor: whether product events are stored at all (off: nothing is recorded or shown live). */
  analytics_capture_enabled: { schema: z.object({ enabled: z.boolean() }), default: { enabled: true } },
  /** Live Analytics Monitor: events older than this many days are deleted daily (13 months, as the privacy policy says). */
  analytics_retention_days: { schema: intValue(1, 730), default: { value: 395 } },
} as const;

export type TSettingKey = keyof typeof SETTINGS;
export type TSettingValue<K extends TSettingKey> = z.infer<(typeof SETTINGS)[K]['schema']>;
export type TSettings = { [K in TSettingKey]: TSettingValue<K> };

export const SETTING_KEYS = Object.keys(SETTINGS) as TSettingKey[];

export const ZSettingKeySchema = z.enum(SETTING_KEYS as [TSettingKey, ...TSettingKey[]]);

export function defaultSettings(): TSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, structuredClone(SETTINGS[key].default)])) as TSettings;
}

/**
 * min_quotes_before_presenting may not exceed max_quotes_per_request; a VAT number comes with the seller's e-mail,
 * which every e-invoice of a VAT invoice names as the seller's electronic address.
 */
export function checkSettingsConsistency(settings: TSettings): string | null {
  if (settings.min_quotes_before_presenting.value > settings.max_quotes_per_request.value)
    return 'Minimum quotes before presenting cannot exceed maximum quotes per request';
  if (settings.seller_details.vatNumber && !settings.seller_details.email)
    return 'VAT invoices are also issued as e-invoices, which name the seller by e-mail: enter the invoice e-mail with the VAT number.';
  return null;
}

export const ZSettingsSchema = z.object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].schema])) as {
    [K in TSettingKey]: (typeof SETTINGS)[K]['schema'];
  },
);

/** One row of the settings audit log, as admins read it (newest first). */
export const ZSettingsAuditEntrySchema = z.object({
  id: z.string(),
  key: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  changedByEmail: z.string(),
  changedAt: z.string(),
});
export type TSettingsAuditEntry = z.infer<typeof ZSettingsAuditEntrySchema>;

/** Keys whose stored value no longer fits its range and are read as their default (the screen says so). */
export const ZSettingsFallbacksSchema = z.object({
  fallbacks: z.array(z.object({ key: ZSettingKeySchema, stored: z.unknown() })),
});
export type TSettingsFallbacks = z.infer<typeof ZSettingsFallbacksSchema>;
