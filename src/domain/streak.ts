// The streak rule (rule 44, rule 7): from the 7th consecutive day with XP on, every award is worth 1.5×.

/** Consecutive days with XP needed before the multiplier applies. */
export const STREAK_DAYS = 7;

/** What every award is multiplied by during a streak (rounded to a whole XP). */
export const STREAK_MULTIPLIER = 1.5;
