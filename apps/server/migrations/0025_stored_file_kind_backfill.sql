-- Files stored before their kind was recorded (0021) take the kind of what points at them, so that
-- `GET /upload/file/:id` keeps serving them to the roles that may see their object: owners' face
-- photos, then the application's documents (drafts and submitted applications), then transfer
-- certificates. Exports, import sheets and payee files keep no kind: only their own endpoints serve them.
UPDATE "stored_files" f SET "kind" = 'identity'
  WHERE f."kind" IS NULL AND EXISTS (SELECT 1 FROM "face_checks" c WHERE c."selfie_file_id" = f."id" OR c."id_file_id" = f."id");--> statement-breakpoint
UPDATE "stored_files" f SET "kind" = 'document'
  FROM (SELECT jsonb_path_query("data", 'lax $.**.fileId') #>> '{}' AS "id" FROM "onboarding_applications"
        UNION SELECT jsonb_path_query("data", 'lax $.**.fileId') #>> '{}' FROM "onboarding_drafts") r
  WHERE f."kind" IS NULL AND f."id" = r."id";--> statement-breakpoint
UPDATE "stored_files" f SET "kind" = 'transfer-certificate'
  WHERE f."kind" IS NULL AND EXISTS (SELECT 1 FROM "transfers" t WHERE t."certificate_file_id" = f."id");
