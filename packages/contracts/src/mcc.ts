/**
 * Merchant category codes (ISO 18245) a merchant may apply with online. Their names, en and zh-cn,
 * are the web's texts (onboarding `mcc.<code>`): short forms of the ISO 18245 descriptions that
 * mcc.test.ts reads from the `mcc` package. That package (265 KB of English-only JSON, CommonJS)
 * is a check here, not a runtime dependency, so that no page downloads it for 24 names.
 */
export const MCC_CODES = [
  '4722',
  '5045',
  '5311',
  '5399',
  '5411',
  '5621',
  '5651',
  '5691',
  '5732',
  '5734',
  '5812',
  '5815',
  '5816',
  '5817',
  '5818',
  '5942',
  '5945',
  '5964',
  '5977',
  '5999',
  '7011',
  '7372',
  '7399',
  '8299',
] as const;
export type Mcc = (typeof MCC_CODES)[number];
