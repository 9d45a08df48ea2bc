ALTER TABLE "files" ALTER COLUMN "sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";