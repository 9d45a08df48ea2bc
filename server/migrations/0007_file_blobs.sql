CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"stored_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
UPDATE "files" SET "sha256" = encode(sha256("data"), 'hex');--> statement-breakpoint
INSERT INTO "file_blobs" ("key", "data") SELECT DISTINCT ON ("sha256") "sha256", "data" FROM "files" ORDER BY "sha256";--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");
