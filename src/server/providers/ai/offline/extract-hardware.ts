import { joinSlot, matchValues, words, type TTermRule } from './match-terms';

const device = (value: string, ...alternatives: string[]): TTermRule => ({
  value,
  pattern: words(...alternatives),
  negatable: true,
});

/**
 * "No new hardware this year" answers the hardware question (use what exists): a constraint met, not a need left
 * unsaid. Listed first, so its words are not read again by the device rules.
 */
export const EXISTING_HARDWARE = 'existing hardware only';
const EXISTING_HARDWARE_RULE: TTermRule = {
  value: EXISTING_HARDWARE,
  pattern: words(
    'no (?:new |additional |extra |more )?(?:hardware|devices?|servers?)(?: purchases?| spend(?:ing)?| budget)?',
    "(?:can't|cannot|can not|won't|will not|not allowed to) (?:buy|purchase|order) (?:new |any |more )?(?:hardware|devices?)",
    '(?:existing|current) (?:hardware|devices?|equipment|kit)',
    'hardware (?:we|they) (?:already )?(?:have|own)',
  ),
};

/** Where a solution has to run, as canonical hardware/hosting tokens. "Can't buy GPUs" is not a GPU requirement. */
const HARDWARE_RULES: readonly TTermRule[] = [
  EXISTING_HARDWARE_RULE,
  device(
    'on-premise',
    'on-?prem(?:ise|ises)?',
    'on premises?',
    '(?:our )?own data cent(?:re|er)s?',
    'in-house servers?',
    '(?:our|own|in-house|local) servers?',
    'air[- ]gapped',
    'nothing leaves our network',
    'private data cent(?:re|er)',
  ),
  device('cloud', 'cloud[- ](?:based|hosted|native|only)', 'in the cloud'),
  device('thin clients', 'thin clients?', 'citrix', 'vdi', 'virtual desktops?'),
  device(
    'edge devices',
    'edge (?:devices?|computing|hardware)',
    'raspberry pis?',
    'jetsons?',
    'iot (?:devices?|sensors?|gateways?)',
    'plcs?',
    'embedded devices?',
  ),
  device('GPU', 'gpus?', 'nvidia', 'a100s?', 'h100s?', 'cuda'),
  device(
    'handheld scanners',
    '(?:handheld |barcode |rf )?scanners?',
    'handhelds?',
    'zebra (?:devices|handhelds|terminals)',
  ),
  device('tablets', 'tablets?', 'ipads?', 'surface (?:tablets?|pro)'),
  device('laptops', 'laptops?', 'macbooks?', 'chromebooks?', 'notebooks?', 'macs', 'thinkpads?'),
  device('desktops', 'desktops?', 'pcs', 'workstations?'),
  device('mobile', 'mobile(?:[- ]first)?', '(?:smart)?phones?', 'iphones?', 'android', 'ios'),
  device('kiosks', 'kiosks?'),
  device('POS terminals', 'pos terminals?', 'tills', 'card readers?'),
  device('printers', '(?:label |receipt )?printers?'),
  device(
    'offline',
    'offline',
    'poor (?:signal|connectivity|internet)',
    'no (?:signal|connectivity|internet)',
    'low[- ]bandwidth',
    'patchy (?:signal|connectivity|wifi)',
  ),
];

export function extractHardware(text: string): string | null {
  return joinSlot(matchValues(text, HARDWARE_RULES));
}
