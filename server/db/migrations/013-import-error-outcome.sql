-- What the import did about each problem: skipped the row, dropped the value, or repaired a
-- value a spreadsheet had damaged ("90744.0" read as 90744). NULL for problems recorded
-- without one.
ALTER TABLE import_errors ADD COLUMN outcome text CHECK (outcome IN ('skipped', 'dropped', 'repaired'));
