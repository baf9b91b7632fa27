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
ALTER TABLE "inventory_items" ADD COLUMN "stock_amount" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "stock_unit" varchar(2);--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "amount" real;--> statement-breakpoint
ALTER TABLE "feeding_plan_items" ADD CONSTRAINT "feeding_plan_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_plan_items" ADD CONSTRAINT "feeding_plan_items_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_plan_items" ADD CONSTRAINT "feeding_plan_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_feed_items" ADD CONSTRAINT "journal_feed_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_feed_items" ADD CONSTRAINT "journal_feed_items_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_feed_items" ADD CONSTRAINT "journal_feed_items_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feeding_plan_items_cycle_idx" ON "feeding_plan_items" USING btree ("cycle_id","position");--> statement-breakpoint
CREATE INDEX "feeding_plan_items_item_idx" ON "feeding_plan_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "journal_feed_items_entry_idx" ON "journal_feed_items" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "journal_feed_items_item_idx" ON "journal_feed_items" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_stock" CHECK ("inventory_items"."stock_amount" >= 0);