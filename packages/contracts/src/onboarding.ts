import { z } from 'zod';
import { isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { TEXT_MAX, emailSchema, isoDate, requiredText, text } from './validation.ts';
import { fileId } from './upload.ts';
import { isCountryCode } from './countries.ts';
import { MCC_CODES } from './mcc.ts';
import { isValidPhone } from './phone.ts';
import { BANK_SEARCH_MIN, bank } from './payee.ts';

/**
 * The network application (spec 2, 3, 5, 9): constants, every field rule, and the cross-field rules
 * (owners, holder name, account confirmation) as one schema per wizard step plus the whole.
 * Messages are keys of the `messages` namespace (validation.onboarding.*).
 */

// ---- constants (spec 9)
export const PRICING = { perTransactionUsd: '0.30', markupPercent: '0.50' } as const;
export const REVIEW_BUSINESS_DAYS = '1-2';
/** supplement/done and register/done go back after this countdown (seconds) */
export const DONE_COUNTDOWN_S = 5;

export const COMPANY_TYPES = ['company', 'partnership', 'sole_proprietorship', 'llp', 'unincorporated_partnership', 'private_company', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const OPERATING_DURATIONS = ['new', 'lt1', '1to3', 'gt3'] as const;
export const MARKETS = ['hottest', 'north_america', 'europe', 'east_asia', 'southeast_asia', 'middle_east', 'latin_america', 'africa', 'oceania'] as const;
export const POSITIONS = ['director', 'legal_representative', 'ubo', 'authorised_person'] as const;
export type Position = (typeof POSITIONS)[number];
export const ID_TYPES = ['id_card', 'driver_licence', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const PLATFORM_TYPES = ['website', 'app', 'both'] as const;
export const SETTLEMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'HKD', 'CNH', 'SGD', 'JPY', 'AUD', 'CAD'] as const;
export const CORPORATE_DOCS = [
  'certificateOfIncorporation',
  'businessRegistrationCertificate',
  'nnc1Nar1',
  'in01',
  'certificateOfNameChange',
  'proofOfAddress',
  'shareholdingStructure',
] as const;
export type CorporateDoc = (typeof CORPORATE_DOCS)[number];
export const PROOF_DOCS = ['officePhotos', 'warehousePhotos', 'transactionTable', 'rawTransactionData'] as const;

/** Corporate documents each company type must provide (the others are optional). */
export const REQUIRED_DOCS: Record<CompanyType, readonly CorporateDoc[]> = {
  company: ['certificateOfIncorporation', 'businessRegistrationCertificate', 'shareholdingStructure', 'proofOfAddress'],
  private_company: ['certificateOfIncorporation', 'businessRegistrationCertificate', 'nnc1Nar1', 'shareholdingStructure'],
  llp: ['certificateOfIncorporation', 'in01', 'shareholdingStructure'],
  partnership: ['businessRegistrationCertificate', 'proofOfAddress'],
  unincorporated_partnership: ['businessRegistrationCertificate', 'proofOfAddress'],
  sole_proprietorship: ['businessRegistrationCertificate', 'proofOfAddress'],
  other: ['businessRegistrationCertificate'],
};

export const MAX_DIRECTORS = 5;
export const MAX_UBOS = 5;
/** owners holding this share or more must be listed as beneficial owners (spec 5) */
export const UBO_THRESHOLD = 25;

// ---- field rules (spec 5)
const req = (max: number) => requiredText(max);
/** English letters, numbers and spaces (with half-width punctuation for names) */
const LATIN_NAME = /^[A-Za-z0-9 .,&'()\-/]+$/;
const LATIN = /^[A-Za-z0-9 -]+$/;
export const businessName = req(256).regex(LATIN_NAME, 'validation.onboarding.businessName');
export const latinText = (max: number) => req(max).regex(LATIN, 'validation.onboarding.latin');
export const dateSchema = z
  .string({ message: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.onboarding.date')
  .refine((v) => isoDate.safeParse(v).success, 'validation.onboarding.date');
const pastDate = dateSchema.refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now(), 'validation.onboarding.pastDate');
const country = z.string({ message: 'validation.required' }).refine(isCountryCode, 'validation.required');
export const urlSchema = req(256)
  .url('validation.onboarding.url')
  .refine((v) => /^https?:\/\//i.test(v), 'validation.onboarding.url');
const amountUsd = req(20).regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.onboarding.amount');
const ratio = req(6)
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.onboarding.ratio')
  .refine((v) => Number(v) <= 100, 'validation.onboarding.ratio');

export const fileRef = z.object({ fileId, fileName: z.string().max(256) });
export type FileRef = z.infer<typeof fileRef>;
const files = z.array(fileRef).max(10);

export const addressSchema = z.object({ country, city: req(50), line1: req(256), postcode: text(20).optional() });

/** Application name: at most 64 characters, a Chinese character counting as two (spec 5). */
export const displayWidth = (s: string) => [...s].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

// ---- ID numbers per type and issuing country
const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function cnIdValid(v: string): boolean {
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const sum = CN_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return '10X98765432'[sum % 11] === v[17];
}
/** The ID number check of spec 5: by document type and, for ID cards and licences, the issuing country. */
export function idNumberValid(idType: IdType, country: string, raw: string): boolean {
  const v = raw.trim().toUpperCase();
  if (idType === 'passport') return /^[A-Z0-9]{6,9}$/.test(v);
  if (idType === 'id_card') {
    if (country === 'CN') return cnIdValid(v);
    if (country === 'HK') return /^[A-Z]{1,2}\d{6}\(?[0-9A]\)?$/.test(v);
    if (country === 'SG') return /^[STFGM]\d{7}[A-Z]$/.test(v);
    return /^[A-Z0-9-]{5,20}$/.test(v);
  }
  if (country === 'GB') return /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}$/.test(v);
  return /^[A-Z0-9-]{5,20}$/.test(v);
}

// ---- steps
export const companyTypeStep = z.object({ companyType: z.enum(COMPANY_TYPES, { message: 'validation.required' }) });

export const businessStep = z
  .object({
    legalName: businessName,
    tradingName: businessName,
    registrationNumber: latinText(50),
    registrationDate: pastDate,
    registeredAddress: addressSchema,
    operatingSame: z.boolean().default(true),
    operatingAddress: addressSchema.optional(),
    email: emailSchema,
    /** checked below: international form, or national form of the registered country */
    phone: req(20),
    wechat: text(50)
      .regex(/^([A-Za-z][-_A-Za-z0-9]{5,19})?$/, 'validation.onboarding.wechat')
      .optional(),
    skype: text(50).optional(),
    documents: z.partialRecord(z.enum(CORPORATE_DOCS), files).default({}),
  })
  .refine(
    (b: { phone?: unknown; registeredAddress?: { country?: unknown } } | undefined) =>
      typeof b?.phone !== 'string' || !b.phone.trim() || isValidPhone(b.phone, String(b.registeredAddress?.country ?? '')),
    // checked while other fields are still missing (the form shows it as the phone is typed): values may be absent
    { path: ['phone'], message: 'validation.onboarding.phone', when: () => true },
  );

export const personSchema = z
  .object({
    key: z.string().max(40),
    fullName: businessName.pipe(z.string().max(50, 'validation.maxLength')),
    positions: z.array(z.enum(POSITIONS)).min(1, 'validation.required'),
    dateOfBirth: pastDate,
    address: addressSchema,
    idCountry: country,
    idType: z.enum(ID_TYPES, { message: 'validation.required' }),
    idNumber: req(30),
    shareholding: z
      .string()
      .trim()
      .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, 'validation.onboarding.ratio')
      .default(''),
    idFront: z.array(fileRef).min(1, 'validation.onboarding.fileRequired').max(1),
    idBack: z.array(fileRef).max(1).default([]),
    proofOfAddress: z.array(fileRef).min(1, 'validation.onboarding.fileRequired').max(2),
  })
  .superRefine((p, ctx) => {
    if (!idNumberValid(p.idType, p.idCountry, p.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'validation.onboarding.idNumber' });
    if (p.idType !== 'passport' && p.idBack.length === 0) ctx.addIssue({ code: 'custom', path: ['idBack'], message: 'validation.onboarding.fileRequired' });
    const share = p.shareholding ? Number(p.shareholding) : 0;
    if (share > 100) ctx.addIssue({ code: 'custom', path: ['shareholding'], message: 'validation.onboarding.ratio' });
    if (p.positions.includes('ubo') && share < UBO_THRESHOLD)
      ctx.addIssue({ code: 'custom', path: ['shareholding'], message: 'validation.onboarding.uboShare' });
    if (share >= UBO_THRESHOLD && !p.positions.includes('ubo'))
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'validation.onboarding.mustBeUbo' });
  });
export type Person = z.infer<typeof personSchema>;

/** Owners rules across the list (spec 5): 1-5 directors, 1-5 beneficial owners, shares at most 100 %. */
export function ownersIssues(persons: Array<Pick<Person, 'positions' | 'shareholding'>>): Array<{ path: (string | number)[]; message: string }> {
  const out: Array<{ path: (string | number)[]; message: string }> = [];
  const directors = persons.filter((p) => p.positions?.includes('director')).length;
  const ubos = persons.filter((p) => p.positions?.includes('ubo')).length;
  if (directors < 1) out.push({ path: ['persons'], message: 'validation.onboarding.needDirector' });
  if (directors > MAX_DIRECTORS) out.push({ path: ['persons'], message: 'validation.onboarding.tooManyDirectors' });
  if (ubos < 1) out.push({ path: ['persons'], message: 'validation.onboarding.needUbo' });
  if (ubos > MAX_UBOS) out.push({ path: ['persons'], message: 'validation.onboarding.tooManyUbos' });
  const total = persons.reduce((s, p) => s + (p.shareholding ? Number(p.shareholding) : 0), 0);
  if (total > 100) out.push({ path: ['persons'], message: 'validation.onboarding.sharesOver' });
  return out;
}

export const personsStep = z.object({ persons: z.array(personSchema).max(MAX_DIRECTORS + MAX_UBOS + 5) }).superRefine((v, ctx) => {
  for (const i of ownersIssues(v.persons)) ctx.addIssue({ code: 'custom', ...i });
});

export const websiteStep = z
  .object({
    platformType: z.enum(PLATFORM_TYPES, { message: 'validation.required' }),
    websiteUrl: urlSchema,
    primaryDomain: req(253).regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i, 'validation.onboarding.domain'),
    operationalHistory: z.enum(OPERATING_DURATIONS, { message: 'validation.required' }),
    mcc: z.enum(MCC_CODES, { message: 'validation.required' }),
    monthlyAmountUsd: amountUsd,
    averageAmountUsd: amountUsd,
    chargebackRatio: ratio,
    refundRatio: ratio,
    targetMarkets: z.array(z.enum(MARKETS)).min(1, 'validation.required'),
    appName: z
      .string()
      .trim()
      .refine((v) => displayWidth(v) <= 64, 'validation.onboarding.appName')
      .optional(),
    appDescription: text(TEXT_MAX.description, { multiline: true }).optional(),
    proof: z.partialRecord(z.enum(PROOF_DOCS), files).default({}),
  })
  .superRefine((w, ctx) => {
    if (Number(w.averageAmountUsd) > Number(w.monthlyAmountUsd))
      ctx.addIssue({ code: 'custom', path: ['averageAmountUsd'], message: 'validation.onboarding.averageOverMonthly' });
    if (w.platformType !== 'website' && !w.appName) ctx.addIssue({ code: 'custom', path: ['appName'], message: 'validation.required' });
    if (w.platformType !== 'website' && !w.appDescription) ctx.addIssue({ code: 'custom', path: ['appDescription'], message: 'validation.required' });
    // a trading history is proven by the last six months' transactions
    if (w.operationalHistory !== 'new' && !w.proof.transactionTable?.length)
      ctx.addIssue({ code: 'custom', path: ['proof', 'transactionTable'], message: 'validation.onboarding.fileRequired' });
    try {
      const host = new URL(w.websiteUrl).hostname.toLowerCase();
      const domain = w.primaryDomain.toLowerCase();
      if (host !== domain && !host.endsWith(`.${domain}`))
        ctx.addIssue({ code: 'custom', path: ['primaryDomain'], message: 'validation.onboarding.domainMismatch' });
    } catch {
      /* the URL rule reports it */
    }
  });

export const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();
export const normalAccount = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export const bankStep = z
  .object({
    holderName: businessName,
    bankName: req(256),
    swift: req(11).refine((v) => isValidBIC(v.toUpperCase()), 'validation.onboarding.swift'),
    bankCountry: country,
    branchAddress: req(256),
    settlementCurrency: z.enum(SETTLEMENT_CURRENCIES, { message: 'validation.required' }),
    accountNumber: req(34),
    accountNumberConfirm: req(34),
    statements: z.array(fileRef).min(1, 'validation.onboarding.fileRequired').max(10),
  })
  .superRefine((b, ctx) => {
    const acct = normalAccount(b.accountNumber);
    if (b.bankCountry === 'GB') {
      if (!acct.startsWith('GB') || !isValidIBAN(electronicFormatIBAN(acct) ?? ''))
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.onboarding.iban' });
    } else if (!/^[A-Z0-9]{4,34}$/.test(acct)) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.onboarding.account' });
    if (normalAccount(b.accountNumberConfirm) !== acct)
      ctx.addIssue({ code: 'custom', path: ['accountNumberConfirm'], message: 'validation.onboarding.accountMismatch' });
  });

/** The whole application, with the rules that span steps. */
export const applicationSchema = z
  .object({
    companyType: companyTypeStep.shape.companyType,
    business: businessStep,
    persons: personsStep.shape.persons,
    website: websiteStep,
    bank: bankStep,
  })
  .superRefine((a, ctx) => {
    for (const doc of REQUIRED_DOCS[a.companyType])
      if (!a.business.documents[doc]?.length)
        ctx.addIssue({ code: 'custom', path: ['business', 'documents', doc], message: 'validation.onboarding.fileRequired' });
    if (!a.business.operatingSame && !a.business.operatingAddress)
      ctx.addIssue({ code: 'custom', path: ['business', 'operatingAddress'], message: 'validation.required' });
    for (const i of ownersIssues(a.persons)) ctx.addIssue({ code: 'custom', ...i });
    if (normalName(a.bank.holderName) !== normalName(a.business.legalName))
      ctx.addIssue({ code: 'custom', path: ['bank', 'holderName'], message: 'validation.onboarding.holderName' });
    // a sole proprietorship trades under its owner's name: the legal representative's name is in it
    if (a.companyType === 'sole_proprietorship') {
      const rep = a.persons.find((p) => p.positions.includes('legal_representative'));
      if (!rep || !normalName(a.business.legalName).includes(normalName(rep.fullName)))
        ctx.addIssue({ code: 'custom', path: ['business', 'legalName'], message: 'validation.onboarding.legalRepName' });
    }
  });
export type Application = z.infer<typeof applicationSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;

/** The wizard's steps, in order (guide first, approval status last). */
export const WIZARD_STEPS = ['guide', 'companyType', 'business', 'persons', 'website', 'bank', 'review', 'submitted', 'status'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

// ---- calls
/** Where a draft or application belongs: the network application, a supplement, an additional account, payout. */
export const applicationMode = z.enum(['apply', 'supplement', 'additional', 'payout']);
export type ApplicationMode = z.infer<typeof applicationMode>;

/** GET/POST /api/merLogin/cache/improveInformation: the wizard's draft (any partial data, at most 256 KB). */
export const draftQuery = z.object({ mode: applicationMode.default('apply'), businessType: z.enum(['0', '1', '2']).optional() });
export const draftBody = z.object({
  mode: applicationMode.default('apply'),
  businessType: z.enum(['0', '1', '2']).optional(),
  step: z.enum(WIZARD_STEPS),
  data: z.record(z.string(), z.unknown()).refine((d) => JSON.stringify(d).length <= 256 * 1024, 'code.payloadTooLarge'),
});
export const draftData = z.object({ step: z.enum(WIZARD_STEPS), data: z.record(z.string(), z.unknown()), updateTime: z.string() });

/** POST /api/merLogin/improveInformation */
export const submitBody = z.object({
  mode: applicationMode.default('apply'),
  /** additional account (supplement type=1): its business type */
  businessType: z.enum(['0', '1', '2']).optional(),
  application: applicationSchema,
});

export const approvalRecord = z.object({
  orderNo: z.string(),
  merchantNo: z.string(),
  merchantName: z.string(),
  kind: z.enum(['network', 'payout']),
  status: z.string(),
  comments: z.string().nullable(),
  submitTime: z.string(),
  updateTime: z.string(),
  /** the login (operators.id) to switch to once the account may be entered */
  operatorId: z.number().int().nullable(),
});
export type ApprovalRecord = z.infer<typeof approvalRecord>;

/** GET /api/merLogin/getApplication: the application to show (status) or to modify (data). */
export const applicationView = z.object({ record: approvalRecord.nullable(), data: z.record(z.string(), z.unknown()).nullable() });

/** POST /api/merLogin/cancelApplication */
export const cancelBody = z.object({ orderNo: z.string().max(40) });

/** GET /api/onboarding/bank/search */
export const bankSearchQuery = z.object({ keyword: z.string().trim().min(BANK_SEARCH_MIN, 'validation.onboarding.bankSearch').max(64) });
/** the one bank directory's entries (bank-directory.ts), as the payee search answers them */
export const bankEntry = bank;

/** spec 4: can the status say "modify"? */
export const canModify = (status: string | null | undefined) => status === 'fail' || status === 'refuse' || status === 'cancel' || status === 'revoke';

/** supplement/payout: what the payout business needs beside the approved application. */
export const PAYOUT_PURPOSES = ['supplier_payment', 'payroll', 'marketplace_sellers', 'refunds', 'own_accounts', 'other'] as const;
export const payoutBody = z.object({
  monthlyPayoutUsd: amountUsd,
  purposes: z.array(z.enum(PAYOUT_PURPOSES)).min(1, 'validation.required'),
  destinationCountries: z.array(country).min(1, 'validation.required').max(50),
  currencies: z.array(z.enum(SETTLEMENT_CURRENCIES)).min(1, 'validation.required'),
});

/** business lines an account of this business type applies for ('0' payout, '1' acquiring, '2' both) */
export const linesOf = (businessType: string) => (businessType === '0' ? ['payout'] : businessType === '2' ? ['acquiring', 'payout'] : ['acquiring']);

/** Every file id an application points at (ownership is checked on the server). */
export function fileIdsOf(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.fileId === 'string') out.push(o.fileId);
      else Object.values(o).forEach(walk);
    }
  };
  walk(value);
  return out;
}

/** Review decisions of the provider (ops onboarding ...) */
export const REVIEW_DECISIONS = ['process', 'approve', 'reject', 'suspend'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const rejectComment = requiredText(200, { multiline: true });
