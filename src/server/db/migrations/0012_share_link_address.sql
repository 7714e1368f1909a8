-- The owner can copy a share link again (issue 23, decision 019 amended): the token is kept beside its hash. Links
-- made before stay without it (null) and still work; their owner is offered a new one.
ALTER TABLE "share_links" ADD COLUMN "token" text;