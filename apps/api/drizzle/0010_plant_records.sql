ALTER TABLE "journal_entries" ADD COLUMN "height_cm" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "training" varchar(16);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "pot_l" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "health" varchar(32);--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "sex" varchar(16) DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status" varchar(16) DEFAULT 'growing' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_date" date;--> statement-breakpoint
CREATE INDEX "plants_cycle_status_idx" ON "plants" USING btree ("cycle_id","status");