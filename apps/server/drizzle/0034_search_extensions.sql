create extension if not exists unaccent;
--> statement-breakpoint
create extension if not exists pg_trgm;
--> statement-breakpoint
create extension if not exists btree_gist;
