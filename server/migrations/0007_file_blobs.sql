CREATE TABLE "file_blobs" (
	"key" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"stored_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blobs_key_part_pk" PRIMARY KEY("key","part")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
UPDATE "files" SET "sha256" = encode(sha256("data"), 'hex');--> statement-breakpoint
INSERT INTO "file_blobs" ("key", "part", "data")
SELECT "f"."sha256", "p"."part", substring("f"."data" from "p"."part" * 1048576 + 1 for 1048576)
FROM (SELECT DISTINCT ON ("sha256") "sha256", "data" FROM "files" ORDER BY "sha256") "f",
  generate_series(0, greatest(ceil(length("f"."data") / 1048576.0)::int - 1, 0)) AS "p"("part");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");