-- The outbox no longer keeps link tokens and one-time codes (lib/service/messaging/outbox.ts): redact the rows
-- written before. The token of a link runs to the end of its line, a code is the six digits after "code is ".
UPDATE "OutboxMessage"
SET "body" = substr("body", 1, instr("body", 'token=') + 5) || '[redacted]'
  || substr("body", instr("body", 'token=') + 5 + instr(substr("body", instr("body", 'token=') + 6) || char(10), char(10)))
WHERE instr("body", 'token=') > 0 AND substr("body", instr("body", 'token=') + 6, 10) <> '[redacted]';

UPDATE "OutboxMessage"
SET "body" = substr("body", 1, instr("body", 'code is ') + 7) || '[redacted]' || substr("body", instr("body", 'code is ') + 14)
WHERE instr("body", 'code is ') > 0
  AND substr("body", instr("body", 'code is ') + 8, 6) GLOB '[0-9][0-9][0-9][0-9][0-9][0-9]';
