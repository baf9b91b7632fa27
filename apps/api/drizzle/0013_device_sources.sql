DROP INDEX "sensor_readings_device_key";--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "source" varchar(16) DEFAULT 'maryjane' NOT NULL;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "topic" varchar(200);--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "mappings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "channels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "last_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sensor_devices" ADD COLUMN "last_rejection" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_devices_topic_unique" ON "sensor_devices" USING btree ("topic");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_readings_device_key" ON "sensor_readings" USING btree ("device_id","environment_id","metric","recorded_at");