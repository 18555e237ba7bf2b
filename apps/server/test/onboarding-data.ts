import type { ApplicationInput } from '@crossbill/contracts/onboarding';
import type { TestServer } from './harness.ts';

/** A 1x1 PNG: an identity image and a registration document as far as the bytes tell. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with the given file fields. */
export function multipart(files: Record<string, { name: string; body: Buffer }>) {
  const boundary = `----cb${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [field, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a multipart request to /api<url>. */
export async function postFiles(s: TestServer, url: string, files: Record<string, { name: string; body: Buffer }>, cookie?: string) {
  const { payload, contentType } = multipart(files);
  const raw = await s.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'ow-source': 'merchant', 'ow-version': '1.9.12-2', 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
  return { status: raw.statusCode, body: raw.json() as { respCode: string; respMsg: string; data: any } };
}

export async function uploadPng(s: TestServer, cookie: string, category = 'document') {
  const r = await postFiles(s, `/upload/file?category=${category}`, { file: { name: 'doc.png', body: PNG } }, cookie);
  if (r.body.respCode !== '20000') throw new Error(`upload failed: ${r.body.respMsg}`);
  return { fileId: r.body.data.fileId as string, fileName: 'doc.png' };
}

const address = { country: 'GB', city: 'London', line1: '1 Long Acre', postcode: 'WC2E 9LH' };

/** A complete, valid application whose documents are the given file. */
export function validApplication(file: { fileId: string; fileName: string }, legalName = 'Nimbus Trading Ltd'): ApplicationInput {
  const person = (key: string, fullName: string, positions: Array<'director' | 'ubo' | 'legal_representative'>, shareholding: string) => ({
    key,
    fullName,
    positions,
    dateOfBirth: '1980-04-02',
    address,
    idCountry: 'GB',
    idType: 'passport' as const,
    idNumber: '123456789',
    shareholding,
    idFront: [file],
    idBack: [],
    proofOfAddress: [file],
  });
  return {
    companyType: 'company',
    business: {
      legalName,
      tradingName: 'Nimbus',
      registrationNumber: '12345678',
      registrationDate: '2019-05-01',
      registeredAddress: address,
      operatingSame: true,
      email: 'ops@nimbus.test',
      phone: '+44 20 7946 0000',
      documents: { certificateOfIncorporation: [file], businessRegistrationCertificate: [file], shareholdingStructure: [file], proofOfAddress: [file] },
    },
    persons: [person('p1', 'Alice Moor', ['director', 'ubo'], '60'), person('p2', 'Ben Ray', ['director'], '10')],
    website: {
      platformType: 'website',
      websiteUrl: 'https://shop.nimbus.test',
      primaryDomain: 'nimbus.test',
      operationalHistory: '1to3',
      mcc: '5999',
      monthlyAmountUsd: '50000',
      averageAmountUsd: '45.50',
      chargebackRatio: '0.3',
      refundRatio: '2',
      targetMarkets: ['europe', 'north_america'],
      proof: { transactionTable: [file] },
    },
    bank: {
      holderName: legalName.toUpperCase(),
      bankName: 'Barclays Bank UK plc',
      swift: 'BUKBGB22',
      bankCountry: 'GB',
      branchAddress: '1 Churchill Place, London',
      settlementCurrency: 'GBP',
      accountNumber: 'GB33BUKB20201555555555',
      accountNumberConfirm: 'GB33 BUKB 2020 1555 5555 55',
      statements: [file],
    },
  };
}
