// Named durations, so numbers in code read as what they mean.
export const SECOND_SECONDS = 1;
export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
