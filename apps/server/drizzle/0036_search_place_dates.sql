create extension if not exists btree_gist;
