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
--> statement-breakpoint
-- incoming transfers are told apart by the bank's own transaction id, not by the payer's reference
-- (two real payments may carry the same one); until now the reference held the bank's id, so the
-- rows that exist take it as theirs
ALTER TABLE "collection_transactions" ADD COLUMN "bank_transaction_id" text;--> statement-breakpoint
UPDATE "collection_transactions" SET "bank_transaction_id" = "reference";--> statement-breakpoint
ALTER TABLE "collection_transactions" ALTER COLUMN "bank_transaction_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_inbound_credits" ADD COLUMN "bank_transaction_id" text;--> statement-breakpoint
UPDATE "sandbox_inbound_credits" SET "bank_transaction_id" = "reference";--> statement-breakpoint
ALTER TABLE "sandbox_inbound_credits" ALTER COLUMN "bank_transaction_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "collection_transactions_reference_uq";--> statement-breakpoint
DROP INDEX "sandbox_inbound_credits_ref_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "collection_transactions_bank_txn_uq" ON "collection_transactions" USING btree ("virtual_account_id","bank_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_inbound_credits_bank_txn_uq" ON "sandbox_inbound_credits" USING btree ("merchant_no","bank_transaction_id");
--> statement-breakpoint
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
