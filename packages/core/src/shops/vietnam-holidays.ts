/**
 * Weekdays off in Vietnam (Labour Code 2019, art. 112), as local dates YYYY-MM-DD. Only days
 * from Monday to Friday are listed: weekends are skipped anyway. Compensatory days (a holiday
 * falling on a weekend is taken on the next working day) are included.
 *
 * 2026 follows the published schedule: New Year 1 Jan; Tết Bính Ngọ 14-22 Feb (weekdays
 * 16-20 Feb); Hùng Kings (10/3 lunar = Sun 26 Apr, taken Mon 27 Apr); 30 Apr and 1 May;
 * National Day 2 Sep with 1 Sep.
 * 2027 is derived from the Labour Code until the government publishes its schedule: New Year
 * Fri 1 Jan; Tết Đinh Mùi (mùng 1 = Sat 6 Feb): 30 Tết Fri 5 Feb to mùng 4 Tue 9 Feb, the
 * Saturday and Sunday made up on Wed 10 and Thu 11 Feb; Hùng Kings 10/3 lunar = Fri 16 Apr;
 * 30 Apr Fri, 1 May Sat taken Mon 3 May; National Day Thu 2 Sep with Fri 3 Sep.
 * Update this list when a year's official calendar is published.
 */
export const VIETNAM_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-04-27',
  '2026-04-30',
  '2026-05-01',
  '2026-09-01',
  '2026-09-02',
  // 2027
  '2027-01-01',
  '2027-02-05',
  '2027-02-08',
  '2027-02-09',
  '2027-02-10',
  '2027-02-11',
  '2027-04-16',
  '2027-04-30',
  '2027-05-03',
  '2027-09-02',
  '2027-09-03',
]);
