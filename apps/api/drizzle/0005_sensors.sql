CREATE TABLE "environment_targets" (
	"environment_id" uuid NOT NULL,
	"phase" varchar(16) NOT NULL,
	"metric" varchar(16) NOT NULL,
	"min" real NOT NULL,
	"max" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"environment_id" uuid,
	"metric" varchar(16),
	"value" real,
	"min" real,
	"max" real,
	"weather" varchar(8),
	"day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sensor_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"environment_id" uuid NOT NULL,
	"name" varchar(49) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(12) NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_readings" (
	"environment_id" uuid NOT NULL,
	"device_id" uuid,
	"metric" varchar(16) NOT NULL,
	"value" real NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_rollups" (
	"environment_id" uuid NOT NULL,
	"metric" varchar(16) NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" real NOT NULL,
	"max" real NOT NULL,
	CONSTRAINT "sensor_rollups_environment_id_metric_bucket_pk" PRIMARY KEY("environment_id","metric","bucket")
);
--> statement-breakpoint
ALTER TABLE "environment_targets" ADD CONSTRAINT "environment_targets_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD CONSTRAINT "sensor_devices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD CONSTRAINT "sensor_devices_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_device_id_sensor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."sensor_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_rollups" ADD CONSTRAINT "sensor_rollups_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "environment_targets_key" ON "environment_targets" USING btree ("environment_id","phase","metric");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_alert_idx" ON "notifications" USING btree ("environment_id","metric","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_devices_key_hash_unique" ON "sensor_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sensor_devices_owner_idx" ON "sensor_devices" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sensor_readings_series_idx" ON "sensor_readings" USING btree ("environment_id","metric","recorded_at");