// Whether an upload that starts like an image carries something else a browser or another
// program could run: markup (a PNG or GIF header followed by HTML, an SVG inside a text chunk) or
// a ZIP archive at its end (GIFAR: a GIF that is also a JAR, read from its end). The file is still
// served as an image with `nosniff` and a sandbox CSP; this keeps such files out altogether.
//
// Only tokens long enough not to occur by chance in compressed pixel data are looked for (each is
// a '<', a name of 3 or more letters, then a delimiter), anywhere in the file. The image's
// structure is not parsed: a JPEG may legitimately carry data after its end (motion photos).

/** Markup a browser would treat as a document, or as a script-capable image (SVG). */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|head|meta|style|frameset|math)[\s>/]|<!doctype[\s>]|<\?xml[\s?]|<!\[cdata\[/i;

/** A ZIP "end of central directory" record: 22 bytes plus a comment of up to 64 kB, at the end. */
const ZIP_EOCD = [0x50, 0x4b, 0x05, 0x06];
const ZIP_EOCD_SIZE = 22;

function endsWithZipDirectory(bytes: Uint8Array): boolean {
  const earliest = Math.max(0, bytes.length - ZIP_EOCD_SIZE - 0xffff);
  for (let at = bytes.length - ZIP_EOCD_SIZE; at >= earliest; at -= 1) {
    if (ZIP_EOCD.every((byte, i) => bytes[at + i] === byte)) {
      const commentLength = (bytes[at + 20] ?? 0) | ((bytes[at + 21] ?? 0) << 8);
      if (at + ZIP_EOCD_SIZE + commentLength === bytes.length) return true;
    }
  }
  return false;
}

export function hasForeignContent(bytes: Buffer): boolean {
  // latin1 maps each byte to one character, so the pattern sees the bytes as they are.
  return MARKUP.test(bytes.toString('latin1')) || endsWithZipDirectory(bytes);
}
