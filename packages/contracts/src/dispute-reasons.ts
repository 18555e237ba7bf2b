/**
 * Chargeback reason codes of the card schemes, each with its name in both languages and the
 * category that decides which evidence a rebuttal asks for.
 *
 * Sources: Visa "Dispute Management Guidelines for Visa Merchants" (Visa Claims Resolution, dispute
 * conditions 10.1–13.9); Mastercard "Chargeback Guide — Merchant Edition" (message reason codes 48xx);
 * Discover "Dispute Rules Manual" (dispute reason codes, e.g. UA02, RG, RM). Amex, JCB and UnionPay
 * use their own codes; the sandbox raises theirs under the closest Visa condition.
 */

export const DISPUTE_SCHEMES = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'discover'] as const;
export type DisputeScheme = (typeof DISPUTE_SCHEMES)[number];

export const REASON_CATEGORIES = [
  'fraud',
  'authorisation',
  'processing',
  'product_not_received',
  'not_as_described',
  'credit_not_processed',
  'duplicate',
  'cancelled_recurring',
  'other',
] as const;
export type ReasonCategory = (typeof REASON_CATEGORIES)[number];

/** Evidence sections a rebuttal holds: each has a description and up to 3 documents (spec 5). */
export const EVIDENCE_SECTIONS = [
  'three_ds',
  'avs_cvv',
  'ip_device',
  'customer_history',
  'authorisation_record',
  'transaction_receipt',
  'shipping_tracking',
  'delivery_proof',
  'product_description',
  'customer_communication',
  'return_policy',
  'refund_record',
  'refund_policy',
  'separate_transactions',
  'terms_and_conditions',
  'cancellation_record',
  'other',
] as const;
export type EvidenceSection = (typeof EVIDENCE_SECTIONS)[number];

/** What each category asks for; `other` is always offered last. */
export const CATEGORY_SECTIONS: Record<ReasonCategory, readonly EvidenceSection[]> = {
  fraud: ['three_ds', 'avs_cvv', 'ip_device', 'customer_history', 'other'],
  authorisation: ['authorisation_record', 'transaction_receipt', 'other'],
  processing: ['transaction_receipt', 'authorisation_record', 'other'],
  product_not_received: ['shipping_tracking', 'delivery_proof', 'customer_communication', 'other'],
  not_as_described: ['product_description', 'customer_communication', 'return_policy', 'other'],
  credit_not_processed: ['refund_record', 'refund_policy', 'customer_communication', 'other'],
  duplicate: ['separate_transactions', 'transaction_receipt', 'other'],
  cancelled_recurring: ['terms_and_conditions', 'cancellation_record', 'customer_communication', 'other'],
  other: ['transaction_receipt', 'customer_communication', 'other'],
};

export interface ReasonCode {
  scheme: DisputeScheme;
  code: string;
  category: ReasonCategory;
  en: string;
  zh: string;
}

const r = (scheme: DisputeScheme, code: string, category: ReasonCategory, en: string, zh: string): ReasonCode => ({ scheme, code, category, en, zh });

export const REASON_CODES: readonly ReasonCode[] = [
  // Visa: 10 fraud, 11 authorisation, 12 processing errors, 13 consumer disputes
  r('visa', '10.1', 'fraud', 'EMV liability shift counterfeit fraud', 'EMV 责任转移：伪卡欺诈'),
  r('visa', '10.2', 'fraud', 'EMV liability shift non-counterfeit fraud', 'EMV 责任转移：非伪卡欺诈'),
  r('visa', '10.3', 'fraud', 'Other fraud: card-present environment', '其他欺诈：有卡环境'),
  r('visa', '10.4', 'fraud', 'Other fraud: card-absent environment', '其他欺诈：无卡环境'),
  r('visa', '10.5', 'fraud', 'Visa Fraud Monitoring Program', 'Visa 欺诈监控计划'),
  r('visa', '11.1', 'authorisation', 'Card recovery bulletin', '卡片回收公告'),
  r('visa', '11.2', 'authorisation', 'Declined authorisation', '授权被拒'),
  r('visa', '11.3', 'authorisation', 'No authorisation', '未经授权'),
  r('visa', '12.1', 'processing', 'Late presentment', '延迟提交'),
  r('visa', '12.2', 'processing', 'Incorrect transaction code', '交易代码错误'),
  r('visa', '12.3', 'processing', 'Incorrect currency', '币种错误'),
  r('visa', '12.4', 'processing', 'Incorrect account number', '账号错误'),
  r('visa', '12.5', 'processing', 'Incorrect amount', '金额错误'),
  r('visa', '12.6.1', 'duplicate', 'Duplicate processing', '重复处理'),
  r('visa', '12.6.2', 'duplicate', 'Paid by other means', '已通过其他方式支付'),
  r('visa', '12.7', 'processing', 'Invalid data', '数据无效'),
  r('visa', '13.1', 'product_not_received', 'Merchandise or services not received', '未收到商品或服务'),
  r('visa', '13.2', 'cancelled_recurring', 'Cancelled recurring transaction', '已取消的定期交易'),
  r('visa', '13.3', 'not_as_described', 'Not as described or defective merchandise or services', '商品或服务与描述不符或有缺陷'),
  r('visa', '13.4', 'not_as_described', 'Counterfeit merchandise', '假冒商品'),
  r('visa', '13.5', 'not_as_described', 'Misrepresentation', '虚假陈述'),
  r('visa', '13.6', 'credit_not_processed', 'Credit not processed', '退款未处理'),
  r('visa', '13.7', 'credit_not_processed', 'Cancelled merchandise or services', '已取消的商品或服务'),
  r('visa', '13.8', 'other', 'Original credit transaction not accepted', '原始贷记交易未被接受'),
  r('visa', '13.9', 'product_not_received', 'Non-receipt of cash or load transaction value', '未收到现金或充值金额'),
  // Mastercard message reason codes
  r('mastercard', '4808', 'authorisation', 'Authorisation-related chargeback', '授权相关拒付'),
  r('mastercard', '4834', 'duplicate', 'Point-of-interaction error (duplicate or paid by other means)', '交易点错误（重复或已通过其他方式支付）'),
  r('mastercard', '4837', 'fraud', 'No cardholder authorisation', '持卡人未授权'),
  r('mastercard', '4840', 'fraud', 'Fraudulent processing of transactions', '欺诈性交易处理'),
  r('mastercard', '4841', 'cancelled_recurring', 'Cancelled recurring or digital goods transaction', '已取消的定期或数字商品交易'),
  r('mastercard', '4849', 'fraud', 'Questionable merchant activity', '可疑商户活动'),
  r('mastercard', '4853', 'not_as_described', 'Cardholder dispute: not as described or defective', '持卡人争议：与描述不符或有缺陷'),
  r('mastercard', '4855', 'product_not_received', 'Goods or services not provided', '未提供商品或服务'),
  r('mastercard', '4859', 'other', 'Addendum, no-show or ATM dispute', '附加费用、未入住或 ATM 争议'),
  r('mastercard', '4860', 'credit_not_processed', 'Credit not processed', '退款未处理'),
  r('mastercard', '4863', 'fraud', 'Cardholder does not recognise: potential fraud', '持卡人不认可交易：可能欺诈'),
  r('mastercard', '4870', 'fraud', 'Chip liability shift', '芯片责任转移'),
  r('mastercard', '4871', 'fraud', 'Chip/PIN liability shift: lost, stolen or never-received card', '芯片/PIN 责任转移：卡片遗失、被盗或未收到'),
  // Discover dispute reason codes (their rebuttals take TIFF or JPEG, spec 5)
  r('discover', 'UA01', 'fraud', 'Fraud: card present', '欺诈：有卡交易'),
  r('discover', 'UA02', 'fraud', 'Fraud: card not present', '欺诈：无卡交易'),
  r('discover', 'AA', 'fraud', 'Does not recognise', '不认可交易'),
  r('discover', 'RG', 'product_not_received', 'Non-receipt of goods or services', '未收到商品或服务'),
  r('discover', 'RM', 'not_as_described', 'Quality discrepancy', '质量不符'),
  r('discover', 'RN2', 'credit_not_processed', 'Credit not received', '未收到退款'),
  r('discover', 'DP', 'duplicate', 'Duplicate processing', '重复处理'),
  r('discover', 'AP', 'cancelled_recurring', 'Cancelled recurring billing', '已取消的定期扣款'),
];

/** The codes a scheme raises under: Amex, JCB and UnionPay disputes are filed under Visa's conditions in the sandbox. */
export const codeSchemeOf = (scheme: DisputeScheme): DisputeScheme => (scheme === 'mastercard' || scheme === 'discover' ? scheme : 'visa');

export function reasonOf(scheme: DisputeScheme, code: string): ReasonCode | null {
  const s = codeSchemeOf(scheme);
  return REASON_CODES.find((x) => x.scheme === s && x.code === code) ?? null;
}

/** The reason name in the operator's language. */
export const reasonName = (x: ReasonCode, lang: 'en' | 'zh-cn') => (lang === 'zh-cn' ? x.zh : x.en);
