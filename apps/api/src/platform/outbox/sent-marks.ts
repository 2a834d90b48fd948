import type { OutboxRepository } from "./outbox-repository.ts";

interface Waiting {
  id: string;
  resolve: (marked: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The "sent" marks of one claimed batch, written together (docs/decisions/0096): a mark asked for while none is being
 * written is written at once, alone; marks asked for while one is being written wait for it and are then written in
 * one statement. A worker sending one message at a time writes one mark a message, as before; ten lanes whose sends
 * finish together write a few. Each mark answers whether the claim still held, as `markSent` does.
 */
export class SentMarks {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly outbox: Pick<OutboxRepository, "markSentMany">,
    private readonly token: string,
  ) {}

  mark(id: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ id, resolve, reject });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0);
      try {
        const marked = await this.outbox.markSentMany(
          group.map((mark) => mark.id),
          this.token,
        );
        for (const mark of group) mark.resolve(marked.has(mark.id));
      } catch (error) {
        for (const mark of group) mark.reject(error);
      }
    }
    this.writing = false;
  }
}
