ALTER TABLE "journal_entries" ADD COLUMN "height_cm" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "training" varchar(16);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "pot_l" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "health" varchar(32);--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "sex" varchar(16) DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status" varchar(16) DEFAULT 'growing' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_date" date;--> statement-breakpoint
CREATE INDEX "plants_cycle_status_idx" ON "plants" USING btree ("cycle_id","status");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_training" CHECK ("journal_entries"."training" in ('topping', 'fimming', 'lst', 'supercropping', 'defoliation', 'lollipopping', 'scrog', 'transplant'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_health" CHECK ("journal_entries"."health" in ('yellowing_lower_leaves', 'nutrient_burn', 'ph_lockout', 'heat_stress', 'light_burn', 'overwatering', 'underwatering', 'spider_mites', 'fungus_gnats', 'thrips', 'aphids', 'powdery_mildew', 'bud_rot', 'root_rot', 'nanners'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_sex" CHECK ("plants"."sex" in ('unknown', 'female', 'male', 'hermaphrodite'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_status" CHECK ("plants"."status" in ('growing', 'removed', 'harvested'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_status_reason" CHECK ("plants"."status_reason" in ('male', 'hermaphrodite', 'sick', 'pests', 'weak', 'died', 'other'));