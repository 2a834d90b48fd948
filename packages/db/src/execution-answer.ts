import { messages, protocol } from "@electric-sql/pglite";

// What the embedded database answers an execution of a prepared statement (bind, execute, sync), read without PGlite's
// general parser (docs/decisions/0087). PGlite copies its output three times and parses each field through a copy of
// its bytes (an ArrayBuffer of its own per field): for a page of 70 rows of 11 columns, 770 small buffers. Here the
// output is copied once into a buffer kept between executions, and each field is decoded straight from it. An answer
// with anything but the messages of a plain execution (an error, a notice, a setting reported) is given to PGlite's
// own parser whole, so errors are PGlite's DatabaseError, with their SQLSTATE, as before.

type BackendMessage = messages.BackendMessage;

const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
/** Messages a plain execution also sends that say nothing its result needs: bind complete, empty query, no data, portal suspended, ready for query. */
const SILENT = new Set([0x32, 0x49, 0x6e, 0x73, 0x5a]);

/** The size the buffer starts at, and falls back to after an answer larger than `KEPT_MAX`. */
const INITIAL = 64 * 1024;
/** The largest buffer kept between executions: a larger answer (an export) has its buffer let go once read. */
const KEPT_MAX = 1024 * 1024;

/** One execution's output at a time: the caller holds the database's query mutex while it collects and reads. */
export class ExecutionAnswer {
  private buffer = Buffer.allocUnsafe(INITIAL);
  private length = 0;

  /** Starts a new answer. */
  reset(): void {
    this.length = 0;
  }

  /** Takes a chunk of output as the database writes it: a view of its memory, so it is copied before it returns. */
  readonly collect = (chunk: Uint8Array): void => {
    const needed = this.length + chunk.length;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length = needed;
  };

  /**
   * The answer's messages, as PGlite's parseResults reads them (rows and command tags), or the database's error thrown
   * as PGlite throws it.
   */
  read(): BackendMessage[] {
    try {
      return this.plain() ?? this.parsed();
    } finally {
      if (this.buffer.length > KEPT_MAX) this.buffer = Buffer.allocUnsafe(INITIAL);
      this.length = 0;
    }
  }

  /** The messages of a plain execution, or null when the answer holds any other. */
  private plain(): BackendMessage[] | null {
    const { buffer, length } = this;
    const read: BackendMessage[] = [];
    let at = 0;
    while (at < length) {
      if (at + 5 > length) return null;
      const code = buffer.readUInt8(at);
      const size = buffer.readInt32BE(at + 1);
      const end = at + 1 + size;
      if (size < 4 || end > length) return null;
      if (code === DATA_ROW) {
        const count = buffer.readInt16BE(at + 5);
        const fields: (string | null)[] = new Array<string | null>(count);
        let field = at + 7;
        for (let i = 0; i < count; i++) {
          const bytes = buffer.readInt32BE(field);
          field += 4;
          if (bytes < 0) {
            fields[i] = null;
          } else {
            fields[i] = buffer.toString("utf8", field, field + bytes);
            field += bytes;
          }
        }
        if (field !== end) return null;
        read.push(new messages.DataRowMessage(size, fields));
      } else if (code === COMMAND_COMPLETE) {
        // A C string: the text without its closing zero.
        read.push(new messages.CommandCompleteMessage(size, buffer.toString("utf8", at + 5, end - 1)));
      } else if (!SILENT.has(code)) {
        return null;
      }
      at = end;
    }
    return read;
  }

  /** Any other answer, read by PGlite's own parser: its error thrown, its other messages given back. */
  private parsed(): BackendMessage[] {
    const read: BackendMessage[] = [];
    new protocol.Parser().parse(Buffer.from(this.buffer.subarray(0, this.length)), (message) => read.push(message));
    const error = read.find((message) => message instanceof messages.DatabaseError);
    if (error) throw error;
    return read;
  }
}
