/**
 * Times of promotion programs as /uu-dai shows them. Programs run for days, so the countdown
 * carries days beside hh:mm:ss; start times are written in Vietnam time (UTC+7 all year)
 * with plain arithmetic, so the server and every browser print the same text.
 */
export interface ProgramCountdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function programCountdown(endsAtMs: number, nowMs: number): ProgramCountdown {
  const left = Math.max(0, Math.floor((endsAtMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Two digits, as times are written. */
function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** `00:00 22/11` in Hà Nội time. */
export function vietnamTimeLabel(iso: string): string {
  const local = new Date(Date.parse(iso) + 7 * 3_600_000);
  return `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())} ${pad2(local.getUTCDate())}/${pad2(local.getUTCMonth() + 1)}`;
}
