CREATE TABLE "media_variants" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_key_width_pk" PRIMARY KEY("key","width")
);
