-- Ads: one settings row per placement from the start (all off), so the back
-- office and the public pages always read five rows. Existing rows are kept.
INSERT INTO ad_settings (placement, enabled, frequency)
VALUES ('top', false, 3), ('middle', false, 3), ('bottom', false, 3), ('sidebar', false, 3), ('inline', false, 3)
ON CONFLICT (placement) DO NOTHING;
