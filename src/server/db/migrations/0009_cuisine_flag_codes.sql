-- Cuisine flags were stored as emoji (two regional indicator symbols), which many systems draw as
-- letters or boxes; they are now the flag's code in the site's SVG flag set ("in", "gb-sct").
-- A regional indicator's code point minus 127365 is its lowercase ASCII letter.
UPDATE "cuisines"
SET "flag" = chr(ascii(substr("flag", 1, 1)) - 127365) || chr(ascii(substr("flag", 2, 1)) - 127365)
WHERE char_length("flag") = 2
  AND ascii(substr("flag", 1, 1)) BETWEEN 127462 AND 127487
  AND ascii(substr("flag", 2, 1)) BETWEEN 127462 AND 127487;--> statement-breakpoint
-- Anything else cannot be drawn: no flag rather than a broken image.
UPDATE "cuisines" SET "flag" = NULL WHERE "flag" IS NOT NULL AND "flag" !~ '^[a-z]{2}(-[a-z]{2,3})?$';
