/** The transfer contact most server tests add: a UK individual paid by sort code (`/transfer/contact/add` body). */
export const gbPayeeBody = (nickname: string, account = '55779911') => ({
  category: 'others',
  entityType: 'individual',
  currency: 'GBP',
  country: 'GB',
  method: 'local',
  accountFormat: 'sortCode',
  sortCode: '20-00-00',
  accountNumber: account,
  accountConfirm: account,
  name: 'Oliver Smith',
  bankName: 'Barclays Bank UK PLC',
  nickname,
});
