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
