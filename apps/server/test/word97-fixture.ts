import CFB from "cfb";

/**
 * A minimal Word 97-2003 (.doc) file, built by the tests instead of committing a binary: an OLE
 * compound file (written by the `cfb` package) holding a WordDocument stream with a Word 97 FIB
 * and the text as one Unicode piece, and a 1Table stream with the piece table (Clx). This is the
 * part of [MS-DOC] every reader needs to find the text; there is no formatting. LibreOffice opens
 * it and reads the same text (checked when this fixture was written: soffice --convert-to txt).
 */
const FIB_BYTES = 0x384;
const TEXT_OFFSET = 0x400;
/** Streams under 4096 bytes go to the compound file's mini stream; Word's own files are larger. */
const MIN_STREAM_BYTES = 4096;

export function makeWord97Doc(paragraphs: string[]): Buffer {
  const text = paragraphs.map((p) => `${p}\r`).join("");
  const textBytes = Buffer.from(text, "utf16le");

  const word = Buffer.alloc(Math.max(MIN_STREAM_BYTES, TEXT_OFFSET + textBytes.length + 512));
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  word.writeUInt16LE(0x0409, 0x06); // lid: English (US)
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table is in "1Table"
  word.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  word.writeUInt16LE(14, 0x20); // csw
  word.writeUInt16LE(22, 0x3e); // cslw
  word.writeUInt32LE(word.length, 0x40); // cbMac
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.writeUInt16LE(93, 0x98); // cbRgFcLcb (Word 97)
  const clxAt = 0;
  const pieces = 1;
  const clx = Buffer.alloc(1 + 4 + (pieces + 1) * 4 + pieces * 8);
  clx.writeUInt8(0x02, 0); // Pcdt
  clx.writeUInt32LE(clx.length - 5, 1); // lcb of the PlcPcd
  clx.writeUInt32LE(0, 5); // aCP[0]
  clx.writeUInt32LE(text.length, 9); // aCP[1]
  // Pcd: flags (2 bytes), fc (4: a byte offset; bit 30 clear = UTF-16 text), prm (2).
  clx.writeUInt32LE(TEXT_OFFSET, 13 + 2);
  word.writeUInt32LE(clxAt, 0x1a2); // fcClx
  word.writeUInt32LE(clx.length, 0x1a6); // lcbClx
  word.writeUInt16LE(0, FIB_BYTES - 2); // cswNew
  textBytes.copy(word, TEXT_OFFSET);

  const table = Buffer.alloc(MIN_STREAM_BYTES);
  clx.copy(table, clxAt);

  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, "WordDocument", word);
  CFB.utils.cfb_add(file, "1Table", table);
  return Buffer.from(CFB.write(file, { type: "buffer" }) as Uint8Array);
}
