CREATE TABLE "feeding_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"phase" varchar(16) NOT NULL,
	"week" smallint,
	"item_id" uuid,
	"item_name" varchar(200) NOT NULL,
	"dose" real NOT NULL,
	"unit" varchar(4) NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner_id" uuid NOT NULL,
	"key" varchar(64) NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"item_id" uuid,
	"item_name" varchar(200) NOT NULL,
	"dose" real NOT NULL,
	"unit" varchar(4) NOT NULL,
	"amount" real NOT NULL,
	"taken" real,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"plant_id" uuid,
	"entry_id" uuid,
	"taken_on" date NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"large_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "stock_amount" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "stock_unit" varchar(2);--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "amount" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "height_cm" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "training" varchar(16);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "pot_l" real;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "health" varchar(32);--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "sex" varchar(16) DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status" varchar(16) DEFAULT 'growing' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "status_date" date;--> statement-breakpoint
ALTER TABLE "feeding_plan_items" ADD CONSTRAINT "feeding_plan_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_plan_items" ADD CONSTRAINT "feeding_plan_items_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_plan_items" ADD CONSTRAINT "feeding_plan_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_feed_items" ADD CONSTRAINT "journal_feed_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_feed_items" ADD CONSTRAINT "journal_feed_items_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_feed_items" ADD CONSTRAINT "journal_feed_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feeding_plan_items_cycle_idx" ON "feeding_plan_items" USING btree ("cycle_id","position");--> statement-breakpoint
CREATE INDEX "feeding_plan_items_item_idx" ON "feeding_plan_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "journal_feed_items_entry_idx" ON "journal_feed_items" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "journal_feed_items_item_idx" ON "journal_feed_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "photos_cycle_idx" ON "photos" USING btree ("cycle_id","taken_on");--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "photos_plant_idx" ON "photos" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "photos_entry_idx" ON "photos" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "plants_cycle_status_idx" ON "plants" USING btree ("cycle_id","status");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_stock" CHECK ("inventory_items"."stock_amount" >= 0);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_training" CHECK ("journal_entries"."training" in ('topping', 'fimming', 'lst', 'supercropping', 'defoliation', 'lollipopping', 'scrog', 'transplant'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_health" CHECK ("journal_entries"."health" in ('yellowing_lower_leaves', 'nutrient_burn', 'ph_lockout', 'heat_stress', 'light_burn', 'overwatering', 'underwatering', 'spider_mites', 'fungus_gnats', 'thrips', 'aphids', 'powdery_mildew', 'bud_rot', 'root_rot', 'nanners'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_sex" CHECK ("plants"."sex" in ('unknown', 'female', 'male', 'hermaphrodite'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_status" CHECK ("plants"."status" in ('growing', 'removed', 'harvested'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_status_reason" CHECK ("plants"."status_reason" in ('male', 'hermaphrodite', 'sick', 'pests', 'weak', 'died', 'other'));