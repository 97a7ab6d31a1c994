/** Countries offered in the profile form (ISO 3166-1 alpha-2), shown by their English names. */
export const COUNTRY_CODES: readonly string[] = (
  'AE AR AT AU BE BG BR CA CH CL CN CO CY CZ DE DK EE EG ES FI FR GB GH ' +
  'GR HK HR HU ID IE IL IN IS IT JP KE KR LT LU LV MA MT MX MY NG NL NO ' +
  'NZ PE PH PK PL PT RO RS SA SE SG SI SK TH TR TW UA US UY VN ZA'
).split(' ');

/**
 * Made on the first name asked for, not when the module loads: building it reads the engine's region names, about
 * 150 ms on a phone, and every page loading this module's chunk paid that before it could respond.
 */
let countryNames: Intl.DisplayNames | undefined;

/**
 * Names the JavaScript engines disagree on (Node's says "Hong Kong SAR China", Chromium's "Hong Kong"): the server
 * renders the expert's profile form and the browser hydrates it, so both must write the same.
 */
const AGREED_NAMES: Readonly<Record<string, string>> = { HK: 'Hong Kong' };

/** "GB" → "United Kingdom"; an unknown code is shown as it is. */
export function countryName(code: string): string {
  try {
    return (
      AGREED_NAMES[code] ?? (countryNames ??= new Intl.DisplayNames(['en-GB'], { type: 'region' })).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** Every IANA time zone the browser knows, or a short list where it cannot say. */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  if (supported) return supported('timeZone');
  return [
    'Europe/London',
    'Europe/Paris',
    'Europe/Berlin',
    'America/New_York',
    'America/Los_Angeles',
    'Asia/Singapore',
    'Australia/Sydney',
  ];
}
