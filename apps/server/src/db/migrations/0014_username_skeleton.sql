-- Usernames unique by confusable skeleton (UTS #39): "admin" and "аdmin" (Cyrillic а) cannot both exist.
-- SQL cannot compute skeletons, so existing users keep NULL here and the app fills them in at start-up
-- (backfillUsernameSkeletons in modules/auth/usernames.ts). A unique index allows any number of NULLs, so
-- the index builds even over existing look-alike pairs; the later of such a pair keeps NULL (decision 023).
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");
