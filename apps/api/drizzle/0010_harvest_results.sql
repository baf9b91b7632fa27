CREATE TABLE "harvests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"plant_id" uuid NOT NULL,
	"wet_g" real,
	"wet_date" date,
	"trim_g" real,
	"dry_g" real,
	"dry_date" date,
	"cured_g" real,
	"cured_date" date,
	"smell" smallint,
	"taste" smallint,
	"effect" smallint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "harvests_weights" CHECK ("harvests"."wet_g" > 0 and "harvests"."trim_g" > 0 and "harvests"."dry_g" > 0 and "harvests"."cured_g" > 0),
	CONSTRAINT "harvests_ratings" CHECK ("harvests"."smell" between 1 and 5 and "harvests"."taste" between 1 and 5 and "harvests"."effect" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"display_name" varchar(49),
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD COLUMN "light_hours_vegetative" smallint;--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD COLUMN "light_hours_flowering" smallint;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "watts" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "hours_per_day" real;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "expected_cycles" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "electricity_price" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "harvests_plant_unique" ON "harvests" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "harvests_cycle_idx" ON "harvests" USING btree ("cycle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_unique" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_owner_idx" ON "share_links" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD CONSTRAINT "grow_cycles_light_hours" CHECK ("grow_cycles"."light_hours_vegetative" between 0 and 24 and "grow_cycles"."light_hours_flowering" between 0 and 24);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_energy" CHECK ("inventory_items"."watts" >= 0 and "inventory_items"."hours_per_day" between 0 and 24 and "inventory_items"."expected_cycles" > 0);