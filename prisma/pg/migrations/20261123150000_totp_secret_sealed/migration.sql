-- TOTP secrets are now stored sealed (AES-256-GCM, lib/staff-auth/second-factor/totp-secret-box.ts). SQL cannot seal
-- them, so each secret stored in clear is owed a `totp-seal` job that seals it in place.
INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil")
SELECT 'totp-seal:' || "userId", 'totp-seal', "userId", now() AT TIME ZONE 'UTC'
FROM "StaffTotp" WHERE "secret" NOT LIKE 'v1.%';
