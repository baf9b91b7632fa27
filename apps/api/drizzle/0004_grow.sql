CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "environment_equipment" (
	"environment_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	CONSTRAINT "environment_equipment_environment_id_inventory_item_id_pk" PRIMARY KEY("environment_id","inventory_item_id")
);
--> statement-breakpoint
CREATE TABLE "environments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" varchar(49) NOT NULL,
	"type" varchar(16) NOT NULL,
	"location" varchar(49) NOT NULL,
	"width_cm" integer,
	"depth_cm" integer,
	"height_cm" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grow_cycle_phase_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"from_phase" varchar(16) NOT NULL,
	"to_phase" varchar(16) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"date" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grow_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" varchar(49) NOT NULL,
	"seed_id" uuid,
	"strain_id" uuid,
	"grow_medium" varchar(16) NOT NULL,
	"number_of_plants" smallint NOT NULL,
	"start_date" date NOT NULL,
	"environment_id" uuid,
	"phase" varchar(16) DEFAULT 'germinate' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grow_cycles_plants" CHECK ("grow_cycles"."number_of_plants" > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"catalogue_item_id" uuid,
	"strain_id" uuid,
	"purchase_date" date,
	"link" text,
	"storage_location" varchar(49),
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(10, 2),
	"notes" text,
	"retailer" varchar(49),
	"brand" varchar(49),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_refers" CHECK (("inventory_items"."kind" = 'seeds') = ("inventory_items"."strain_id" is not null) and ("inventory_items"."kind" <> 'seeds') = ("inventory_items"."catalogue_item_id" is not null)),
	CONSTRAINT "inventory_items_quantity" CHECK ("inventory_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"plant_id" uuid,
	"date" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_l" real,
	"ph" real,
	"ec" real,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"name" varchar(49),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "adults_in_household" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_equipment" ADD CONSTRAINT "environment_equipment_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_equipment" ADD CONSTRAINT "environment_equipment_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_cycle_phase_changes" ADD CONSTRAINT "grow_cycle_phase_changes_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD CONSTRAINT "grow_cycles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD CONSTRAINT "grow_cycles_seed_id_inventory_items_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD CONSTRAINT "grow_cycles_strain_id_strains_id_fk" FOREIGN KEY ("strain_id") REFERENCES "public"."strains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grow_cycles" ADD CONSTRAINT "grow_cycles_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_strain_id_strains_id_fk" FOREIGN KEY ("strain_id") REFERENCES "public"."strains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_cycle_id_grow_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."grow_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "environment_equipment_item_idx" ON "environment_equipment" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "environments_owner_name_unique" ON "environments" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "grow_cycle_phase_changes_cycle_idx" ON "grow_cycle_phase_changes" USING btree ("cycle_id","recorded_at");--> statement-breakpoint
CREATE INDEX "grow_cycles_owner_idx" ON "grow_cycles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "grow_cycles_environment_idx" ON "grow_cycles" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "inventory_items_owner_kind_idx" ON "inventory_items" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "journal_entries_cycle_idx" ON "journal_entries" USING btree ("cycle_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plants_cycle_number_unique" ON "plants" USING btree ("cycle_id","number");--> statement-breakpoint
CREATE INDEX "plants_owner_idx" ON "plants" USING btree ("owner_id");