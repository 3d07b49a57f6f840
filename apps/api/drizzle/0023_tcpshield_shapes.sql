ALTER TABLE "tunnel_filters" ADD COLUMN "start_port" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tunnel_filters" ADD COLUMN "end_port" integer DEFAULT 65535 NOT NULL;--> statement-breakpoint
ALTER TABLE "tunnel_filters" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tunnel_filters" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tunnel_filters" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The Minecraft filters start at the games' own ports; the generic ones at every port.
UPDATE "tunnel_filters" SET "start_port" = 25565, "end_port" = 25565 WHERE "internal_name" = 'minecraft_java';--> statement-breakpoint
UPDATE "tunnel_filters" SET "start_port" = 19132, "end_port" = 19132 WHERE "internal_name" = 'minecraft_bedrock';
--> statement-breakpoint
-- Masked API keys are shown in ASCII (`pal_AbCd...WxYz`), which any HTTP client can send.
UPDATE "api_keys" SET "hint" = replace("hint", '…', '...');
