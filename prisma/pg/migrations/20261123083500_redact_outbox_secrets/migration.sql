-- The outbox no longer keeps link tokens and one-time codes (lib/service/messaging/outbox.ts): redact the rows
-- written before. The token of a link runs to the end of its line, a code is the six digits after "code is ".
UPDATE "OutboxMessage"
SET "body" = regexp_replace("body", 'token=[^\n]*', 'token=[redacted]')
WHERE "body" ~ 'token=' AND "body" !~ 'token=\[redacted\]';

UPDATE "OutboxMessage"
SET "body" = regexp_replace("body", 'code is [0-9]{6}', 'code is [redacted]')
WHERE "body" ~ 'code is [0-9]{6}';
