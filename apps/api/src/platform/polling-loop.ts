// A pass of work that runs again and again (docs/decisions/0021, 0048): the notification outbox's worker and the
// scheduler each run theirs through one. A pass answers how many items it handled; a full batch goes on at once,
// anything less waits for the next poll or a wake-up. Passes never overlap in one process.

export class PollingLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(
    /** One pass: claims what is due and handles it, answering how many items it handled. */
    private readonly pass: () => Promise<number>,
    private readonly options: { pollMs: number; batch: number },
    /** Nothing awaits a timer: a pass that fails is reported here, and the next one is scheduled either way. */
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts polling. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass now (after this process wrote work due at once). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops polling and waits for the pass in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** Runs passes until one handles nothing (tests, and a caller that wants the work finished). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.tick();
      total += handled;
      if (handled === 0) return total;
    }
  }

  /** One pass: the pass already under way, or a new one. */
  private tick(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    const next = (handled: number) => {
      if (!this.stopped && !this.timer) this.schedule(handled === this.options.batch ? 0 : this.options.pollMs);
    };
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick().then(next, (error: unknown) => {
        this.onError(error);
        next(0);
      });
    }, delayMs);
    this.timer.unref();
  }
}
