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
