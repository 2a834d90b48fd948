import { constants, crc32, deflateRawSync } from "node:zlib";

// A text compressed once and sent many times with one word changed in every copy: a kept page and its CSP nonce
// (docs/decisions/0084). The text between the word's places is compressed once, each piece as raw deflate blocks ended
// by a sync flush (non-final, ending on a byte); each response's word goes between them as stored (uncompressed)
// blocks, and the gzip member is closed by an empty final block, the CRC-32 and the length (RFC 1951 §3.2.4, RFC 1952).
//
// Each piece is compressed with the 32 KB before it as its dictionary, as pigz joins blocks compressed apart, so it
// may refer back into the earlier pieces. In that dictionary the word's places hold 0xff, a byte UTF-8 text never has:
// a reference copies bytes equal to the text it stands for, so none covers a place, and its distance stays right for
// any word of the same length in bytes (gzipWith refuses another).

/** gzip's fixed header: deflate, no flags, no time, the fastest level's flag unset, unknown OS (RFC 1952 §2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final stored block: BFINAL 1, BTYPE 00, then LEN 0 and NLEN 0xffff. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most 65,535 bytes. */
const STORED_MAX = 0xffff;
/** How far back deflate refers (RFC 1951 §2): the most of a dictionary that can matter. */
const WINDOW = 32 * 1024;

/** The text cut at every place of `word`: its pieces, as they are and compressed. */
export interface GzipAround {
  /** Each piece's text, for the CRC-32 of a whole response (slices of the text, which its keeper holds anyway). */
  plain: string[];
  /** Each piece as raw deflate blocks, none final, ending on a byte boundary. */
  compressed: Buffer[];
  /** The compressed pieces' bytes together, for what a cache holds. */
  bytes: number;
  /** The pieces' text in UTF-8 bytes together, for the length of every response. */
  textBytes: number;
  /** The length in bytes a word put between the pieces must have (they refer back across its places); null: no places. */
  wordBytes: number | null;
}

/** Cuts `text` at every place of `word` and compresses the pieces, at gzip's best level: this is done once. */
export function gzipAround(text: string, word: string): GzipAround {
  if (word.length === 0) throw new Error("gzipAround: the word to leave out is empty");
  const plain = text.split(word);
  // 0xff is never a byte of UTF-8 (RFC 3629 §1), so no reference into the dictionary can cover a place of the word.
  const filler = Buffer.alloc(Buffer.byteLength(word, "utf8"), 0xff);
  let window = Buffer.alloc(0);
  let textBytes = 0;
  const compressed = plain.map((part, index) => {
    const piece = Buffer.from(part, "utf8");
    textBytes += piece.length;
    if (index > 0) window = Buffer.concat([window, filler]).subarray(-WINDOW);
    const out = deflated(piece, window);
    window = Buffer.concat([window, piece]).subarray(-WINDOW);
    return out;
  });
  const bytes = compressed.reduce((n, piece) => n + piece.length, 0);
  return { plain, compressed, bytes, textBytes, wordBytes: plain.length > 1 ? filler.length : null };
}

/** The gzip member of the text with `word` at each of its places: a few copies and a CRC-32, no compression. */
export function gzipWith(pieces: GzipAround, word: string): Buffer {
  const wordBytes = Buffer.from(word, "utf8");
  if (pieces.wordBytes !== null && wordBytes.length !== pieces.wordBytes) {
    throw new Error(`gzipWith: the pieces take a word of ${pieces.wordBytes} bytes, not ${wordBytes.length}`);
  }
  const stored = storedBlocks(wordBytes);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  pieces.plain.forEach((piece, index) => {
    if (index > 0) {
      parts.push(stored);
      crc = crc32(wordBytes, crc);
    }
    parts.push(pieces.compressed[index] ?? Buffer.alloc(0));
    crc = crc32(piece, crc);
  });
  const length = pieces.textBytes + (pieces.plain.length - 1) * wordBytes.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}

function deflated(piece: Buffer, dictionary?: Buffer): Buffer {
  if (piece.length === 0) return Buffer.alloc(0);
  const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  return deflateRawSync(piece, dictionary && dictionary.length > 0 ? { ...options, dictionary } : options);
}

/** `bytes` as non-final stored blocks, each starting on a byte boundary as the block before it ended. */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt8(0x00, 0);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return Buffer.concat(blocks);
}
