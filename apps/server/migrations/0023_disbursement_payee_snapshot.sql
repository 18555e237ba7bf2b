-- the settlement account as each disbursement took it at request; those made before this column
-- existed take their account as it is now
ALTER TABLE "disbursements" ADD COLUMN "payee_snapshot" jsonb;--> statement-breakpoint
UPDATE "disbursements" d SET "payee_snapshot" = jsonb_build_object(
  'id', p.id, 'nickname', p.nickname, 'name', p.name, 'category', p.category, 'entityType', p.entity_type,
  'currency', p.currency, 'country', p.country, 'method', p.method, 'accountFormat', p.account_format,
  'idNumber', p.id_number, 'address', p.address, 'bankName', p.bank_name, 'swift', p.swift,
  'iban', p.iban, 'accountNumber', p.account_number, 'sortCode', p.sort_code, 'routingNumber', p.routing_number,
  'bankCode', p.bank_code, 'branchCode', p.branch_code, 'cnaps', p.cnaps, 'clabe', p.clabe, 'ifsc', p.ifsc,
  'bsb', p.bsb, 'walletType', p.wallet_type, 'walletId', p.wallet_id, 'pickupPartner', p.pickup_partner,
  'account', coalesce(nullif(p.iban, ''), nullif(p.clabe, ''), nullif(p.account_number, ''), nullif(p.wallet_id, ''), nullif(p.pickup_partner, ''), '')
) FROM "payees" p WHERE p.id = d.payee_id;--> statement-breakpoint
ALTER TABLE "disbursements" ALTER COLUMN "payee_snapshot" SET NOT NULL;
