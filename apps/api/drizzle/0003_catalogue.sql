CREATE TABLE "catalogue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120),
	"owner_id" uuid,
	"kind" varchar(16) NOT NULL,
	"type" varchar(32) NOT NULL,
	"category" varchar(32) NOT NULL,
	"name" varchar(120) NOT NULL,
	"brand" varchar(80),
	"retailer_id" varchar(40),
	"retailer_name" varchar(80),
	"price" numeric(10, 2),
	"link" text,
	"budget" varchar(16),
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_origin" CHECK (("catalogue_items"."slug" is null) <> ("catalogue_items"."owner_id" is null))
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"url" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"sells" text[] NOT NULL,
	"description_en" text NOT NULL,
	"description_de" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"list_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "shopping_list_items_list_id_item_id_pk" PRIMARY KEY("list_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"budget" varchar(16) NOT NULL,
	"place" varchar(16) NOT NULL,
	"number_of_plants" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strain_producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80),
	"owner_id" uuid,
	"name" varchar(80) NOT NULL,
	"country" varchar(2),
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strain_producers_origin" CHECK (("strain_producers"."slug" is null) <> ("strain_producers"."owner_id" is null))
);
--> statement-breakpoint
CREATE TABLE "strains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(160),
	"owner_id" uuid,
	"producer_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"flowering_type" varchar(16) NOT NULL,
	"seed_type" varchar(16),
	"dominance" varchar(16),
	"genetics" varchar(80),
	"parents" varchar(160),
	"flowering_weeks_min" smallint,
	"flowering_weeks_max" smallint,
	"grow_weeks" smallint,
	"indoor_height_cm" smallint,
	"yield_indoor_g_m2" smallint,
	"thc_percent" real,
	"thc_level" varchar(8),
	"cbd_percent" real,
	"cbd_level" varchar(8),
	"effects" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_1" numeric(10, 2),
	"price_3" numeric(10, 2),
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strains_origin" CHECK (("strains"."slug" is null) <> ("strains"."owner_id" is null))
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strain_producers" ADD CONSTRAINT "strain_producers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strains" ADD CONSTRAINT "strains_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strains" ADD CONSTRAINT "strains_producer_id_strain_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."strain_producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_slug_unique" ON "catalogue_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "catalogue_items_kind_type_idx" ON "catalogue_items" USING btree ("kind","type");--> statement-breakpoint
CREATE INDEX "catalogue_items_owner_idx" ON "catalogue_items" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_key" ON "shopping_lists" USING btree ("kind","budget","place","number_of_plants");--> statement-breakpoint
CREATE UNIQUE INDEX "strain_producers_slug_unique" ON "strain_producers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "strain_producers_owner_name_unique" ON "strain_producers" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "strains_slug_unique" ON "strains" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "strains_owner_idx" ON "strains" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "strains_producer_idx" ON "strains" USING btree ("producer_id");