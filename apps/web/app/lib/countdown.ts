/** The parts of a countdown, clamped at zero (an ended sale shows 00:00:00, never negative). */
export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function countdownParts(endsAtMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endsAtMs - nowMs) / 1000));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Two digits per part, as flash-sale clocks show them: 07:05:09 (hours may exceed 24). */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
