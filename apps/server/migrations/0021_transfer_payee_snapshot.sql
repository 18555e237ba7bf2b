-- the payee's account as each transfer took it at submission; transfers made before this column
-- existed take their payee as it is now (the best record there is of what they were approved for)
ALTER TABLE "transfers" ADD COLUMN "payee_snapshot" jsonb;--> statement-breakpoint
UPDATE "transfers" t SET "payee_snapshot" = jsonb_build_object(
  'id', p.id, 'nickname', p.nickname, 'name', p.name, 'category', p.category, 'entityType', p.entity_type,
  'currency', p.currency, 'country', p.country, 'method', p.method, 'accountFormat', p.account_format,
  'idNumber', p.id_number, 'address', p.address, 'bankName', p.bank_name, 'swift', p.swift,
  'iban', p.iban, 'accountNumber', p.account_number, 'sortCode', p.sort_code, 'routingNumber', p.routing_number,
  'bankCode', p.bank_code, 'branchCode', p.branch_code, 'cnaps', p.cnaps, 'clabe', p.clabe, 'ifsc', p.ifsc,
  'bsb', p.bsb, 'walletType', p.wallet_type, 'walletId', p.wallet_id, 'pickupPartner', p.pickup_partner,
  'account', coalesce(nullif(p.iban, ''), nullif(p.clabe, ''), nullif(p.account_number, ''), nullif(p.wallet_id, ''), nullif(p.pickup_partner, ''), '')
) FROM "payees" p WHERE p.id = t.payee_id;--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "payee_snapshot" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "transfers_payee_open_idx" ON "transfers" USING btree ("payee_id") WHERE "transfers"."status" in ('pending_approval', 'scheduled');--> statement-breakpoint
-- only a completed answer is kept for an Idempotency-Key now: refusals stored before free their keys
DELETE FROM "idempotency_keys" WHERE "response_body"->>'ok' = 'false';
