CREATE INDEX "chargebacks_search_idx" ON "chargebacks" USING btree ("merchant_no","chargeback_id" collate "C");--> statement-breakpoint
CREATE INDEX "payees_search_idx" ON "payees" USING btree ("merchant_no",lower("nickname") collate "C");--> statement-breakpoint
CREATE INDEX "transactions_search_id_idx" ON "transactions" USING btree ("merchant_no","transaction_id" collate "C");--> statement-breakpoint
CREATE INDEX "transactions_search_order_idx" ON "transactions" USING btree ("merchant_no","merchant_order_id" collate "C");--> statement-breakpoint
CREATE INDEX "transactions_search_arn_idx" ON "transactions" USING btree ("merchant_no","arn" collate "C") WHERE "transactions"."arn" is not null;--> statement-breakpoint
CREATE INDEX "refund_requests_search_idx" ON "refund_requests" USING btree ("merchant_no","refund_id" collate "C");--> statement-breakpoint
CREATE INDEX "subscriptions_search_idx" ON "subscriptions" USING btree ("merchant_no","subscription_id" collate "C");--> statement-breakpoint
CREATE INDEX "transfers_search_idx" ON "transfers" USING btree ("merchant_no","serial_no" collate "C");