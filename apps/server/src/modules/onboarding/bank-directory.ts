/**
 * A minimal bank directory for the bank-account step (search by name or SWIFT, at least 3
 * characters). The provider's full directory belongs to the payee module; until both meet, this
 * list of widely used settlement banks answers the search.
 */
export interface BankEntry {
  name: string;
  swift: string;
  country: string;
  city: string;
}

export const BANKS: readonly BankEntry[] = [
  { name: 'HSBC UK Bank plc', swift: 'HBUKGB4B', country: 'GB', city: 'Birmingham' },
  { name: 'Barclays Bank UK plc', swift: 'BUKBGB22', country: 'GB', city: 'London' },
  { name: 'Lloyds Bank plc', swift: 'LOYDGB2L', country: 'GB', city: 'London' },
  { name: 'National Westminster Bank plc', swift: 'NWBKGB2L', country: 'GB', city: 'London' },
  { name: 'The Hongkong and Shanghai Banking Corporation Limited', swift: 'HSBCHKHH', country: 'HK', city: 'Hong Kong' },
  { name: 'Bank of China (Hong Kong) Limited', swift: 'BKCHHKHH', country: 'HK', city: 'Hong Kong' },
  { name: 'Standard Chartered Bank (Hong Kong) Limited', swift: 'SCBLHKHH', country: 'HK', city: 'Hong Kong' },
  { name: 'DBS Bank Ltd', swift: 'DBSSSGSG', country: 'SG', city: 'Singapore' },
  { name: 'Oversea-Chinese Banking Corporation Limited', swift: 'OCBCSGSG', country: 'SG', city: 'Singapore' },
  { name: 'JPMorgan Chase Bank, N.A.', swift: 'CHASUS33', country: 'US', city: 'New York' },
  { name: 'Citibank N.A.', swift: 'CITIUS33', country: 'US', city: 'New York' },
  { name: 'Bank of America, N.A.', swift: 'BOFAUS3N', country: 'US', city: 'Charlotte' },
  { name: 'Deutsche Bank AG', swift: 'DEUTDEFF', country: 'DE', city: 'Frankfurt am Main' },
  { name: 'BNP Paribas', swift: 'BNPAFRPP', country: 'FR', city: 'Paris' },
  { name: 'ING Bank N.V.', swift: 'INGBNL2A', country: 'NL', city: 'Amsterdam' },
  { name: 'Bank of China Limited', swift: 'BKCHCNBJ', country: 'CN', city: 'Beijing' },
  { name: 'Industrial and Commercial Bank of China Limited', swift: 'ICBKCNBJ', country: 'CN', city: 'Beijing' },
  { name: 'China Merchants Bank Co., Ltd.', swift: 'CMBCCNBS', country: 'CN', city: 'Shenzhen' },
  { name: 'MUFG Bank, Ltd.', swift: 'BOTKJPJT', country: 'JP', city: 'Tokyo' },
  { name: 'Commonwealth Bank of Australia', swift: 'CTBAAU2S', country: 'AU', city: 'Sydney' },
];

/** Banks whose name or SWIFT contains the keyword (case-insensitive), at most 20. */
export function searchBanks(keyword: string): BankEntry[] {
  const k = keyword.trim().toUpperCase();
  return BANKS.filter((b) => b.name.toUpperCase().includes(k) || b.swift.startsWith(k)).slice(0, 20);
}
