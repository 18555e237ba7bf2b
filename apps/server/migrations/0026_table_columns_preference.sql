-- The transaction list's visible columns were kept under their own preference key; every list's
-- columns now live under `tableColumns.<list>` (packages/contracts list-columns.ts).
UPDATE "operators" SET "preferences" = ("preferences" - 'transactionColumns')
    || jsonb_build_object('tableColumns', COALESCE("preferences" -> 'tableColumns', '{}'::jsonb)
       || jsonb_build_object('transactions', "preferences" -> 'transactionColumns'))
  WHERE "preferences" ? 'transactionColumns';
