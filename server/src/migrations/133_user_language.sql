-- The language an account reads the site in, as it was when it last signed in (or its session
-- was restored): the `kinora_lang` cookie, else Accept-Language. Mails a job sends later to
-- someone who made no request (notifications, daily digests) are written in it; null (an account
-- that has not signed in since this migration) reads them in English. The server writes only
-- codes of the languages it speaks, so a language added later needs no migration.
ALTER TABLE users ADD COLUMN language text;

-- The applicant's language, as they applied: the mail that tells them their application was
-- approved is written in it, and the account made from it starts with it.
ALTER TABLE registration_applications ADD COLUMN language text;
