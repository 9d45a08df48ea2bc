ALTER TABLE "notifications" ADD COLUMN "record_id" integer;--> statement-breakpoint
CREATE INDEX "notifications_record_id_index" ON "notifications" USING btree ("record_id");