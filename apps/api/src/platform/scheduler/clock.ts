// The time every timed rule reads (docs/decisions/0048): the system's clock, or in tests one they move forward, so a
// job due in 30 minutes runs when the test says 30 minutes have passed, without sleeping.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and move. */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
  set(to: Date): void {
    this.at = to.getTime();
  }
}

/**
 * Local runs only (docs/decisions/0054): the system's clock, moved forward on request (POST /api/dev/clock), so a
 * person trying the product, or a browser journey, can see what two days do to a booking without waiting two days.
 */
export class ShiftedClock implements Clock {
  private shiftMs = 0;
  now(): Date {
    return new Date(Date.now() + this.shiftMs);
  }
  advance(ms: number): void {
    this.shiftMs += ms;
  }
  /** How far ahead of the system's clock it is. */
  get shift(): number {
    return this.shiftMs;
  }
}
