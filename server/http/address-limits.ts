/**
 * Limits per client address, sized for a school: a class or a whole school often reaches the
 * internet through one address (NAT), so these only stop floods from one address; the
 * per-account limits (20 checks a minute, 120 starts an hour per child) do the protecting.
 * A class of 30 children checking answers at the per-child maximum sends 600 checks a minute;
 * a school of 500 starting six plays an hour each, 3,000 starts. Visitors, who have no account,
 * are held by these alone.
 */
export const addressLimits = {
  checksPerMinute: 600,
  startsPerHour: 3_000,
} as const;
